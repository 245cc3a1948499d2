import type { DeckContent } from '@bv/domain';
import { waitFor } from '@bv/testing';
import { browser, sharingSuite } from './sharing-fixtures';

jest.setTimeout(240_000);

/**
 * Each visitor's intent through the real API (docs/product-rules.md, "Visitor intent"): an
 * investor who reads the Financials slide in two visits and downloads the PDF is hot, one who
 * looks at the cover for 20 s is cold, the link's analytics answer lists them hottest first, and
 * the owner's digest says who to follow up with and why; turning hot is mailed at once, once.
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
    const created = await share({ allowDownload: true, notifyOnView: true });
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

    // The download's event carries the link's follow-ups, and the owner's digest says who and why.
    const events = await suite.platform().db.query(`SELECT envelope FROM ${sharing()}.outbox WHERE type = 'share.viewed' AND envelope->'payload'->>'shareId' = $1 ORDER BY created_at`, [created.id]);
    expect(events.rows.at(-1).envelope.payload.followUps).toEqual([{ name: 'Visitor 2', level: 'hot', reasons: answer.visitors[0].reasons, email: null, verified: false }]);
    const notifications = `"${suite.platform().schemaOf('notifications')}"`;
    const ownerId = suite.owner().id;
    // The founder's one daily digest (docs/product-rules.md, "Sharing links") names who and why.
    const digest = await waitFor(
      async () =>
        (
          await suite
            .platform()
            .db.query(`SELECT l.template_id, l.user_data FROM ${notifications}.email_automation_logs l JOIN ${notifications}.founder_view_digests d ON d.pending_log_id = l.id WHERE d.owner_id = $1`, [
              ownerId,
            ])
        ).rows.find((r) => r.template_id === 'founder_views_digest_follow_ups_1'),
      (row) => row !== undefined,
      15_000,
      'the digest naming who to follow up with',
    );
    expect(digest!.user_data).toMatchObject({
      follow1Name: 'Visitor 2',
      follow1Level: 'Hot',
      follow1Reasons: 'Read Financials twice, 3 min in all; Downloaded the PDF; Came back once. On “Kopi Cloud seed deck”.',
      digestUrl: `https://vault.example.sg/shares/${created.id}`,
    });

    // Turning hot is mailed at once, and once: a second download names them hot again, and no second mail is queued.
    expect((await investor.call(`/${created.token}/download.pdf`)).status).toBe(200);
    await waitFor(
      async () => (await suite.platform().db.query(`SELECT count(*)::int AS n FROM ${notifications}.inbox i JOIN ${sharing()}.outbox o ON o.id = i.event_id WHERE o.envelope->'payload'->>'shareId' = $1`, [created.id])).rows[0].n as number,
      (n) => n === events.rowCount! + 1,
      15_000,
      'notifications to take every event',
    );
    const hot = await suite.platform().db.query(`SELECT user_data FROM ${notifications}.email_automation_logs WHERE template_id = 'share_visitor_hot' AND dedupe_key LIKE $1`, [`share-hot:${created.id}:%`]);
    // Still one digest for the founder, whatever the number of views.
    const digests = await suite.platform().db.query(`SELECT 1 FROM ${notifications}.email_automation_logs WHERE dedupe_key LIKE $1 AND status = 'pending'`, [`founder-digest:${ownerId}:%`]);
    expect(digests.rowCount).toBe(1);
    expect(hot.rows.map((r) => r.user_data)).toEqual([
      expect.objectContaining({ hotVisitor: 'Visitor 2', linkTitle: 'Kopi Cloud seed deck', hotReasons: 'Read Financials twice, 3 min in all; Downloaded the PDF; Came back once', analyticsUrl: `https://vault.example.sg/shares/${created.id}` }),
    ]);
  });
});
