import type { DeckContent } from '@bv/domain';
import { browser, sharingSuite } from './sharing-fixtures';

jest.setTimeout(240_000);

/**
 * Each visitor's intent through the real API (docs/product-rules.md, "Visitor intent"): an
 * investor who reads the Financials slide in two visits and downloads the PDF is hot, one who
 * looks at the cover for 20 s is cold, and the link's analytics answer lists them hottest first.
 */
describe('visitor intent on the analytics answer', () => {
  const suite = sharingSuite();
  const { sharing, share, stats } = suite;

  /** One visit by `who`: opens the link, stays on the given slides (by kind), and leaves (the next open is a new visit). */
  async function visit(who: ReturnType<typeof browser>, token: string, seconds: Partial<Record<'cover' | 'financials', number>>) {
    const opened = await who.call(`/${token}`);
    expect(opened.status).toBe(200);
    const viewId = opened.body.content.viewId as string;
    const slides = (opened.body.content.content as DeckContent).slides;
    const db = suite.platform().db;
    // The page has been open long enough for the time it reports.
    await db.query(`UPDATE ${sharing()}.share_views SET last_seen_at = now() - interval '10 minutes' WHERE id = $1`, [viewId]);
    const sections = Object.entries(seconds).map(([kind, s]) => ({ index: slides.findIndex((slide) => slide.kind === kind), ms: s! * 1000 }));
    expect(sections.every((x) => x.index >= 0)).toBe(true);
    const sent = await who.call(`/${token}/engagement`, { body: { viewId, sectionCount: slides.length, sections }, headers: { origin: 'https://vault.example.sg' } });
    expect(sent.status).toBe(204);
    return viewId;
  }
  const leave = (viewId: string) =>
    suite.platform().db.query(`UPDATE ${sharing()}.share_views SET last_seen_at = now() - interval '1 hour' WHERE id = $1`, [viewId]);

  it('scores a returning reader of the Financials who downloads hot, a cover skimmer cold, hottest first', async () => {
    const created = await share({ allowDownload: true });
    const skimmer = browser(suite.platform());
    await visit(skimmer, created.token, { cover: 20 });

    const investor = browser(suite.platform());
    await leave(await visit(investor, created.token, { cover: 4, financials: 100 }));
    await visit(investor, created.token, { financials: 80 });
    const pdf = await investor.call(`/${created.token}/download.pdf`);
    expect(pdf.status).toBe(200);

    const answer = await stats(created.id);
    expect(answer.visitors.map((v) => [v.name, v.level, v.visits])).toEqual([
      ['Visitor 2', 'hot', 2],
      ['Visitor 1', 'cold', 1],
    ]);
    expect(answer.visitors[0].score).toBeGreaterThanOrEqual(60);
    expect(answer.visitors[0].reasons).toEqual(['Read Financials twice, 3 min in all', 'Downloaded the PDF', 'Came back once']);
    expect(answer.visitors[1]).toMatchObject({ score: 0, email: null, reasons: ['Skimmed: 20 s on the cover only'] });
  });
});
