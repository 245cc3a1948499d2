import { founderDigestTemplateData, founderDigestTemplateId, nextDailySend, periodOf, tallyDigest, type DigestEvent, type FounderTally } from './founder-digest';

const deck = { key: 'share:1', kind: 'share' as const, title: 'Kopi Cloud seed deck', url: 'https://bv.example/shares/1' };
const room = { key: 'room:2', kind: 'room' as const, title: 'Kopi Cloud Series A', url: 'https://bv.example/dashboard/rooms/2/analytics' };
const event = (over: Partial<DigestEvent> = {}): DigestEvent => ({ source: deck, at: '2026-11-24T02:02:00.000Z', view: true, download: false, viewerEmail: null, ...over });
const tally = (...events: DigestEvent[]) => events.reduce<FounderTally | null>((t, e) => tallyDigest(t, e), null)!;
// 6 pm Singapore time on 24 November 2026.
const ctx = { name: 'Nurul', sendAt: new Date('2026-11-24T10:00:00.000Z'), sendHour: 18, dashboardUrl: 'https://bv.example/dashboard' };

describe('the founder’s daily digest', () => {
  it('is due at the next send hour, Singapore time, strictly after now', () => {
    expect(nextDailySend(new Date('2026-11-24T02:00:00.000Z'), 18).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(nextDailySend(new Date('2026-11-24T10:00:00.000Z'), 18).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    // 11 pm UTC is 7 am the next day in Singapore: that day's 6 pm.
    expect(nextDailySend(new Date('2026-11-24T23:00:00.000Z'), 18).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(nextDailySend(new Date('2026-11-24T15:59:00.000Z'), 0).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('says "today" when everything happened on the send’s Singapore day, else "in the last day"', () => {
    expect(periodOf({ firstAt: '2026-11-24T02:02:00.000Z' }, ctx.sendAt)).toBe('today');
    // 7 pm on the 23rd in Singapore, after the previous send.
    expect(periodOf({ firstAt: '2026-11-23T11:00:00.000Z' }, ctx.sendAt)).toBe('in the last day');
  });

  it('counts views and downloads over links and rooms, names each and who gave an address', () => {
    const t = tally(
      event(),
      event({ viewerEmail: 'Raj@Jungle.vc' }),
      event({ source: room, viewerEmail: 'raj@jungle.vc' }),
      event({ source: room, view: false, download: true, viewerEmail: 'raj@jungle.vc' }),
      event({ source: room }),
    );
    expect(t).toMatchObject({ views: 4, downloads: 1, anonymousViews: 2, viewerEmails: ['raj@jungle.vc'] });
    expect(founderDigestTemplateId(t)).toBe('founder_views_digest');
    expect(founderDigestTemplateData(t, ctx)).toEqual({
      name: 'Nurul',
      period: 'today',
      subjectSummary: '4 views, 1 download',
      activity: 'Your links and rooms were opened 4 times, with 1 download, today',
      sourcesLine: '“Kopi Cloud seed deck” (2 views) and the room “Kopi Cloud Series A” (2 document views, 1 download).',
      viewers: 'Viewed by raj@jungle.vc and 2 visitors who gave no e-mail address.',
      digestViews: 4,
      digestDownloads: 1,
      digestSources: 2,
      digestUrl: 'https://bv.example/dashboard',
      sendTime: '6\u00a0pm',
    });
  });

  it('reads well for one link: its own page, and a download alone', () => {
    const one = founderDigestTemplateData(tally(event({ view: false, download: true, viewerEmail: 'mei@fund.sg' })), ctx);
    expect(one).toMatchObject({
      activity: 'Your link “Kopi Cloud seed deck” had 1 download today',
      sourcesLine: 'Its page lists every visitor, hottest first.',
      digestUrl: deck.url,
    });
  });

  it('lists who to follow up with over every link and room, hot before warm, and keeps each source’s latest list', () => {
    const t = tally(
      event({ followUps: [{ name: 'Visitor 2', level: 'warm', reasons: ['Read Team for 1 min'] }] }),
      event({ source: room, followUps: [{ name: 'raj@jungle.vc', level: 'hot', reasons: ['Read Management accounts.pdf twice, 6 min in all', 'Downloaded Model.xlsx'], linkTitle: 'Buyer A' }] }),
      // A later view of the deck without a list leaves its list; an empty list clears it.
      event({ followUps: undefined }),
    );
    expect(founderDigestTemplateId(t)).toBe('founder_views_digest_follow_ups_2');
    expect(founderDigestTemplateData(t, ctx)).toMatchObject({
      subjectSummary: '2 visitors to follow up with',
      follow1Name: 'raj@jungle.vc',
      follow1Level: 'Hot',
      follow1Reasons: 'Read Management accounts.pdf twice, 6 min in all; Downloaded Model.xlsx. On the room “Kopi Cloud Series A” (Buyer A).',
      follow2Name: 'Visitor 2',
      follow2Level: 'Warm',
      follow2Reasons: 'Read Team for 1 min. On “Kopi Cloud seed deck”.',
      followUpsNote: 'Hottest first, as of their latest view or download.',
    });
    expect(founderDigestTemplateId(tallyDigest(t, event({ source: room, followUps: [] })))).toBe('founder_views_digest_follow_ups_1');
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `v${i}@fund.sg`, level: 'warm' as const, reasons: [] }));
    const crowd = founderDigestTemplateData(tally(event({ followUps: five })), ctx);
    expect(crowd).toMatchObject({ follow3Name: 'v2@fund.sg', follow3Reasons: 'Their reading adds up. On “Kopi Cloud seed deck”.', followUpsNote: '2 more visitors are worth a follow-up: each page lists everyone, hottest first.' });
    expect(crowd).not.toHaveProperty('follow4Name');
  });
});
