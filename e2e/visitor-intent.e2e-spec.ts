import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SAMPLE_FUNDRAISING_INTAKE, type DeckContent } from '@bv/domain';
import { waitFor } from '@bv/testing';
import type { Browser } from 'playwright-core';
import type { Client } from 'pg';
import { api } from './api';
import { signInThroughPage } from './accounts';
import { entitledFounder } from './founder-outputs';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(240_000);

/** An investor's browser on a shared link: keeps the visitor cookie, as a real one does. */
function investor(token: string) {
  let cookie = '';
  return async (path: string, init: { body?: unknown } = {}) => {
    const res = await fetch(`${GATEWAY_URL}/api/v1/shared/${token}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: { ...(cookie ? { cookie } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json', origin: GATEWAY_URL }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    const json = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, body: json ? ((await res.json()) as Record<string, unknown>) : {} };
  };
}

type Run = { id: string; status: 'running' | 'done' | 'failed'; outputs: { id: string; outputType: string }[] };

describe("a link's visitors, scored hot, warm or cold (docs/product-rules.md, \"Visitor intent\")", () => {
  let browser: Browser;
  let db: Client;
  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(() => closeBrowserAndDatabase(browser, db));

  /** One visit: seconds on the first slide of each kind; `leave` ends it, so the next open is a new visit. */
  async function visit(who: ReturnType<typeof investor>, seconds: Record<string, number>, opts: { leave?: boolean; toTheEnd?: boolean } = {}) {
    const opened = await who('');
    const content = opened.body.content as { viewId: string; content: DeckContent };
    const slides = content.content.slides;
    await db.query(`UPDATE sharing.share_views SET last_seen_at = now() - interval '20 minutes' WHERE id = $1`, [content.viewId]);
    const sections = Object.entries(seconds).map(([kind, s]) => ({ index: slides.findIndex((x) => x.kind === kind), ms: s * 1000 }));
    if (opts.toTheEnd) sections.push({ index: slides.length - 1, ms: 6000 });
    const sent = await who('/engagement', { body: { viewId: content.viewId, sectionCount: slides.length, sections: sections.filter((x) => x.index >= 0) } });
    expect(sent.status).toBe(204);
    if (opts.leave) await db.query(`UPDATE sharing.share_views SET last_seen_at = now() - interval '1 hour' WHERE id = $1`, [content.viewId]);
  }

  it('lists who to follow up with, hottest first, with the reasons, on a phone and a laptop', async () => {
    const email = `e2e-intent-${Date.now().toString(36)}@example.sg`;
    const token = await entitledFounder(db, email);
    await waitFor(() => api<{ allowed: boolean }>('GET', '/pitchprep/access', undefined, token), (a) => a.allowed, 30_000, 'PitchPrep access');
    const draft = await api<{ id: string }>('PUT', '/pitchprep/intake', { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 }, token);
    const started = await api<Run>('POST', `/pitchprep/intake/${draft.id}/generate`, undefined, token);
    const run = await waitFor(() => api<Run>('GET', `/pitchprep/runs/${started.id}`, undefined, token), (r) => r.status !== 'running', 60_000, 'the generation run');
    const deck = run.outputs.find((o) => o.outputType === 'pitch_deck')!;
    await waitFor(async () => (await db.query('SELECT 1 FROM sharing.output_snapshots WHERE output_id = $1', [deck.id])).rowCount, (n) => n === 1, 30_000, 'the deck in sharing');
    const share = await api<{ id: string; token: string }>('POST', '/shares', { outputId: deck.id, title: 'Kopi Cloud seed deck', allowDownload: true }, token);

    await visit(investor(share.token), { cover: 20 });
    const careful = investor(share.token);
    await visit(careful, { team: 70, financials: 60, traction: 40 }, { toTheEnd: true });
    const returning = investor(share.token);
    await visit(returning, { cover: 4, team: 30, financials: 100 }, { leave: true });
    await visit(returning, { financials: 80 });
    expect((await returning('/download.pdf')).status).toBe(200);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInThroughPage(page, { email });
    await page.goto(`${GATEWAY_URL}/shares/${share.id}`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Who to follow up with' }) });
    await panel.waitFor();
    expect(await panel.locator('.intent-badge').allTextContents()).toEqual(['Hot', 'Warm', 'Cold']);
    expect(await panel.locator('.visitor-intent__name').allTextContents()).toEqual(['Visitor 3', 'Visitor 2', 'Visitor 1']);
    await panel.getByText('Read Financials twice, 3 min in all').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const dir = join(__dirname, '..', '.tmp', 'shots');
    await mkdir(dir, { recursive: true });
    await panel.screenshot({ path: join(dir, 'visitor-intent-390.png') });
    await page.screenshot({ path: join(dir, 'visitor-intent-page-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await panel.screenshot({ path: join(dir, 'visitor-intent-1366.png') });
    await page.screenshot({ path: join(dir, 'visitor-intent-page-1366.png') });
    await context.close();
  });
});
