import { sectionKinds, visitorIntents, type IntentViewRow } from './visitor-intents';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 2, minute));
const view = (id: string, visitor: string, minute: number, more: Partial<IntentViewRow> = {}): IntentViewRow => ({
  id,
  visitor,
  viewedAt: at(minute),
  viewerEmail: null,
  bot: false,
  completed: false,
  downloads: 0,
  ...more,
});

describe('visitorIntents', () => {
  const deck = { slides: [{ title: 'Kopi Cloud', content: 'a', kind: 'cover' }, { title: 'Numbers', content: 'b', kind: 'financials' }, { title: 'Us', content: 'c', kind: 'team' }] };
  const kinds = sectionKinds('pitch_deck', deck);
  const titles = ['Kopi Cloud', 'Numbers', 'Us'];

  it('scores each visitor over all their views, hottest first, named by e-mail or "Visitor N" as in the CSV; bots never', () => {
    const views = [
      view('v1', 'skimmer', 0),
      view('bot', 'crawler', 1, { bot: true }),
      view('v2', 'investor', 2, { viewerEmail: 'mei@fund.sg' }),
      view('v3', 'investor', 40, { viewerEmail: 'mei@fund.sg', downloads: 1 }),
    ];
    const sections = [
      { viewId: 'v1', section: 0, ms: 20_000 },
      { viewId: 'v2', section: 1, ms: 100_000 },
      { viewId: 'v3', section: 1, ms: 80_000 },
      { viewId: 'bot', section: 1, ms: 900_000 },
    ];
    const out = visitorIntents(views, sections, kinds, titles);
    expect(out.map((v) => [v.name, v.level, v.visits, v.seconds])).toEqual([
      ['mei@fund.sg', 'hot', 2, 180],
      ['Visitor 1', 'cold', 1, 20],
    ]);
    expect(out[0].reasons).toEqual(['Read Financials twice, 3 min in all', 'Downloaded the PDF', 'Came back once']);
    expect(out[1]).toMatchObject({ email: null, score: 0, reasons: ['Skimmed: 20 s on the cover only'], lastViewedAt: at(0).toISOString() });
  });

  it('has no slide kinds for a FAQ, so its sections count as reading time', () => {
    expect(sectionKinds('investor_faq', { faqs: [{ category: 'Market', question: 'q', suggestedAnswer: 'a' }] })).toEqual([]);
    const out = visitorIntents([view('v1', 'a', 0, { completed: true })], [{ viewId: 'v1', section: 0, ms: 224_000 }], [], ['Market']);
    expect(out[0]).toMatchObject({ level: 'warm', reasons: ['Read for 4 min in all', 'Read to the end'] });
  });
});
