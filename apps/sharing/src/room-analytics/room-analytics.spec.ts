import { roomAnalytics, roomViewsCsv } from './room-analytics';
import { completionOf, pagesInDocument, type DocumentViewRow } from './room-view-rows';
import type { RoomQuestionRow } from './room-visitors';

const ROOM = '00000000-0000-4000-8000-000000000001';
const DECK = '00000000-0000-4000-8000-00000000000d';
const MODEL = '00000000-0000-4000-8000-00000000000e';
const LINK = '00000000-0000-4000-8000-0000000000a1';
const OTHER_LINK = '00000000-0000-4000-8000-0000000000a2';
const NOW = new Date('2026-11-20T04:00:00Z');
const at = (iso: string) => new Date(iso);

let seq = 0;
function view(over: Partial<DocumentViewRow> = {}): DocumentViewRow {
  seq += 1;
  return {
    id: `00000000-0000-4000-9000-${String(seq).padStart(12, '0')}`,
    linkId: LINK,
    linkTitle: 'Buyer A',
    documentId: DECK,
    documentName: 'Deck.pdf',
    documentVersion: 1,
    visitorId: 'aaaaaaaa-0000-4000-8000-000000000001',
    viewerEmail: null,
    viewerName: null,
    viewedAt: at('2026-11-19T02:00:00Z'),
    lastSeenAt: at('2026-11-19T02:05:00Z'),
    deviceClass: 'desktop',
    country: 'SG',
    pageCount: 4,
    furthestPage: null,
    engagedMs: 0,
    pages: [],
    downloads: [],
    ...over,
  };
}

describe('room analytics', () => {
  it('keeps only pages the document has and sums repeats', () => {
    expect([...pagesInDocument([{ page: 1, ms: 100 }, { page: 1, ms: 50 }, { page: 5, ms: 900 }, { page: 0, ms: 9 }], 4)]).toEqual([[1, 150]]);
  });

  it('completion is the furthest page over the page count, unknown before any page', () => {
    expect(completionOf({ furthestPage: 3, pageCount: 4 })).toBe(0.75);
    expect(completionOf({ furthestPage: null, pageCount: 4 })).toBeNull();
    expect(completionOf({ furthestPage: 2, pageCount: null })).toBeNull();
  });

  it('adds up per visitor, per document and per page, and counts a return after 30 minutes as a new visit', () => {
    const wei = { visitorId: 'bbbbbbbb-0000-4000-8000-000000000002', viewerEmail: 'wei@tan.sg', viewerName: 'Tan Wei' };
    const views = [
      view({ ...wei, furthestPage: 4, engagedMs: 40_000, pages: [{ page: 1, ms: 10_000 }, { page: 2, ms: 30_000 }, { page: 4, ms: 0 }] }),
      view({ ...wei, documentId: MODEL, documentName: 'Model.xlsx', pageCount: 2, furthestPage: 1, engagedMs: 5_000, pages: [{ page: 1, ms: 5_000 }], downloads: [at('2026-11-19T02:10:00Z')] }),
      // Back the next day: a second visit.
      view({ ...wei, viewedAt: at('2026-11-20T01:00:00Z'), lastSeenAt: at('2026-11-20T01:02:00Z'), furthestPage: 2, engagedMs: 6_000, pages: [{ page: 2, ms: 6_000 }] }),
      // A later but briefer visitor: listed after Wei, who is hotter.
      view({ viewedAt: at('2026-11-20T03:00:00Z'), lastSeenAt: at('2026-11-20T03:01:00Z'), furthestPage: 2, engagedMs: 4_000, pages: [{ page: 1, ms: 3_000 }, { page: 2, ms: 1_000 }], deviceClass: 'mobile', country: 'MY' }),
    ];
    const a = roomAnalytics(ROOM, views, [{ id: DECK, name: 'Deck.pdf', pageCount: 4 }, { id: MODEL, name: 'Model.xlsx', pageCount: 2 }, { id: 'cccccccc-0000-4000-8000-000000000003', name: 'Unread.pdf', pageCount: 1 }], [], 3, NOW);

    expect(a.totals).toEqual({ visitors: 2, documentViews: 4, seconds: 55, downloads: 1 });
    expect(a.days).toEqual([
      { date: '2026-11-18', views: 0 },
      { date: '2026-11-19', views: 2 },
      { date: '2026-11-20', views: 2 },
    ]);
    const [first, second] = a.visitors;
    expect(first).toMatchObject({ name: 'Tan Wei', email: 'wei@tan.sg', verified: true, link: 'Buyer A', visits: 2, documents: 2, seconds: 51, downloads: 1, questions: 0 });
    // Each document Wei opened, longest first, with every page of it.
    expect(first.reads).toEqual([
      {
        documentId: DECK,
        name: 'Deck.pdf',
        pageCount: 4,
        furthestPage: 4,
        completion: 1,
        seconds: 46,
        downloads: 0,
        pages: [
          { page: 1, seconds: 10 },
          { page: 2, seconds: 36 },
          { page: 3, seconds: 0 },
          { page: 4, seconds: 0 },
        ],
      },
      { documentId: MODEL, name: 'Model.xlsx', pageCount: 2, furthestPage: 1, completion: 0.5, seconds: 5, downloads: 1, pages: [{ page: 1, seconds: 5 }, { page: 2, seconds: 0 }] },
    ]);
    // 46 s on the deck + 5 s on the model counting double = 56 of 224 s: 10 points; download 25, came back 15, the deck to the end 15.
    expect(first).toMatchObject({ level: 'hot', score: 65, reasons: ['Read Deck.pdf twice, 46 s in all', 'Downloaded Model.xlsx', 'Came back once', 'Read Deck.pdf to the end'] });
    expect(second).toMatchObject({ label: 'Visitor 2', name: null, email: null, verified: false, visits: 1, documents: 1, seconds: 4, deviceClass: 'mobile', country: 'MY' });
    expect(second).toMatchObject({ level: 'cold', score: 1, reasons: ['Skimmed: 4 s on Deck.pdf only'] });
    expect(second.reads).toEqual([
      { documentId: DECK, name: 'Deck.pdf', pageCount: 4, furthestPage: 2, completion: 0.5, seconds: 4, downloads: 0, pages: [1, 2, 3, 4].map((page) => ({ page, seconds: page === 1 ? 3 : page === 2 ? 1 : 0 })) },
    ]);

    const deck = a.documents.find((d) => d.documentId === DECK)!;
    // Wei reached page 4 of 4, the other visitor page 2 of 4: a mean of 75%.
    expect(deck).toMatchObject({ views: 3, visitors: 2, seconds: 50, completion: 0.75, downloads: 0 });
    expect(deck.pages).toEqual([
      { page: 1, seconds: 13, visitors: 2 },
      { page: 2, seconds: 37, visitors: 2 },
      { page: 3, seconds: 0, visitors: 0 },
      { page: 4, seconds: 0, visitors: 1 },
    ]);
    expect(a.documents.find((d) => d.documentId === MODEL)).toMatchObject({ views: 1, completion: 0.5, downloads: 1 });
    expect(a.documents.at(-1)).toMatchObject({ name: 'Unread.pdf', views: 0, completion: null });
  });

  it('keeps a deleted document under the name it had', () => {
    const a = roomAnalytics(ROOM, [view({ documentName: 'Old deck.pdf' })], [], [], 1, NOW);
    expect(a.documents.map((d) => d.name)).toEqual(['Old deck.pdf']);
  });

  it('a question tips a reader of the management accounts from cold to warm; only their own questions on their link count', () => {
    const wei = { visitorId: 'bbbbbbbb-0000-4000-8000-000000000002', viewerEmail: 'wei@tan.sg', viewerName: 'Tan Wei' };
    const accounts = view({ ...wei, documentId: MODEL, documentName: 'Management accounts.pdf', pageCount: 3, furthestPage: 2, engagedMs: 56_000, pages: [{ page: 1, ms: 50_000 }, { page: 2, ms: 6_000 }] });
    const documents = [{ id: MODEL, name: 'Management accounts.pdf', pageCount: 3 }];
    const visitorWith = (questions: RoomQuestionRow[]) => roomAnalytics(ROOM, [accounts], documents, questions, 1, NOW).visitors[0];

    // A decision document's 56 s count double: 112 of 224 s, 20 points.
    const before = visitorWith([]);
    expect(before).toMatchObject({ level: 'cold', score: 20, questions: 0, reasons: ['Read Management accounts.pdf for 56 s'] });
    expect(before.reads).toEqual([
      { documentId: MODEL, name: 'Management accounts.pdf', pageCount: 3, furthestPage: 2, completion: 2 / 3, seconds: 56, downloads: 0, pages: [{ page: 1, seconds: 50 }, { page: 2, seconds: 6 }, { page: 3, seconds: 0 }] },
    ]);
    const notTheirs: RoomQuestionRow[] = [
      { linkId: OTHER_LINK, visitorId: wei.visitorId, askerEmail: null, askerVerified: false },
      { linkId: LINK, visitorId: null, askerEmail: 'wei@tan.sg', askerVerified: false },
      { linkId: LINK, visitorId: 'cccccccc-0000-4000-8000-000000000009', askerEmail: 'someone@else.sg', askerVerified: true },
    ];
    expect(visitorWith(notTheirs)).toMatchObject({ level: 'cold', score: 20, questions: 0 });
    // From their browser, or from another one with their verified address: 5 points each.
    expect(visitorWith([...notTheirs, { linkId: LINK, visitorId: wei.visitorId, askerEmail: null, askerVerified: false }])).toMatchObject({
      level: 'warm',
      score: 25,
      questions: 1,
      reasons: ['Read Management accounts.pdf for 56 s', 'Asked a question'],
    });
    expect(visitorWith([{ linkId: LINK, visitorId: wei.visitorId, askerEmail: null, askerVerified: false }, { linkId: LINK, visitorId: null, askerEmail: 'Wei@Tan.sg', askerVerified: true }])).toMatchObject({
      score: 30,
      questions: 2,
    });
  });

  it('exports one line per view with every column, and makes formula-looking cells text', () => {
    const csv = roomViewsCsv([
      view({ viewerEmail: 'wei@tan.sg', viewerName: '=HYPERLINK("x")', furthestPage: 3, engagedMs: 12_400, downloads: [at('2026-11-19T02:10:00Z')] }),
      view({ linkTitle: '+Fund B', viewedAt: at('2026-11-18T02:00:00Z') }),
    ]);
    const [header, older, newer] = csv.trim().split('\r\n');
    expect(header).toBe('viewed_at,name,email,verified,link,document,version,duration_seconds,furthest_page,pages,completion,downloaded_at,device_class,country');
    expect(older).toBe('"2026-11-18T02:00:00.000Z",,,"no","\'+Fund B","Deck.pdf","1","0",,"4",,,"desktop","SG"');
    expect(newer).toBe('"2026-11-19T02:00:00.000Z","\'=HYPERLINK(""x"")","wei@tan.sg","yes","Buyer A","Deck.pdf","1","12","3","4","75%","2026-11-19T02:10:00.000Z","desktop","SG"');
  });
});
