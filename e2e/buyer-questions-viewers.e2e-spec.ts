import { mkdir } from 'node:fs/promises';
import { CURRENT_PRO_QUESTION_BANK, SAMPLE_EXIT_INTAKE, type DeckContent } from '@bv/domain';
import { waitFor } from '@bv/testing';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { api } from './api';
import { signInThroughPage } from './accounts';
import { entitledFounder } from './founder-outputs';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(240_000);

const QUESTIONS = CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions);
const nearest = (q: (typeof QUESTIONS)[number], score: number) => [...q.options].sort((a, b) => Math.abs(a.score - score) - Math.abs(b.score - score))[0];

/** An investor's browser on a shared link: keeps the visitor cookie, as a real one does. */
function investor(token: string) {
  let cookie = '';
  const shared = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${GATEWAY_URL}/api/v1/shared/${token}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...(cookie ? { cookie } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json', origin: GATEWAY_URL }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    return { status: res.status, body: res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>) };
  };
  return shared;
}

type Run = { id: string; status: 'running' | 'done' | 'failed'; outputs: { id: string; outputType: string }[] };

/** The sample exit intake (with its figures, so the deck has a Financials slide) through the deterministic writer; returns the exit deck. */
async function exitDeck(token: string): Promise<{ id: string }> {
  const draft = await api<{ id: string }>('PUT', '/pitchprep/intake', { intake: SAMPLE_EXIT_INTAKE, step: 10 }, token);
  const started = await api<Run>('POST', `/pitchprep/intake/${draft.id}/generate`, undefined, token);
  const run = await waitFor(() => api<Run>('GET', `/pitchprep/runs/${started.id}`, undefined, token), (r) => r.status !== 'running', 60_000, 'the generation run');
  const deck = run.outputs.find((o) => o.outputType === 'exit_deck');
  if (!deck) throw new Error(`No exit deck: ${JSON.stringify(run)}`);
  return deck;
}

describe('buyer questions that say what viewers of shared decks lingered on', () => {
  let browser: Browser;
  let db: Client;

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(() => closeBrowserAndDatabase(browser, db));

  /** One investor's visit staying `ms` on the deck's first slide of `kind`. */
  async function linger(token: string, kind: string, ms: number): Promise<void> {
    const visit = investor(token);
    const opened = await visit('');
    const content = opened.body.content as { viewId: string; content: DeckContent };
    const index = content.content.slides.findIndex((s) => s.kind === kind);
    if (index < 0) throw new Error(`No ${kind} slide in ${content.content.slides.map((s) => s.kind).join(', ')}`);
    // The page has been open long enough for that much reading.
    await db.query(`UPDATE sharing.share_views SET last_seen_at = now() - interval '10 minutes' WHERE id = $1`, [content.viewId]);
    const sent = await visit('/engagement', { body: { viewId: content.viewId, sectionCount: content.content.slides.length, sections: [{ index, ms }] } });
    expect(sent.status).toBe(204);
  }

  it('shows the line on the questions of the category whose slides a buyer read for minutes, readable on a phone', async () => {
    const email = `e2e-viewers-${Date.now().toString(36)}@example.sg`;
    const token = await entitledFounder(db, email);
    await waitFor(() => api<{ allowed: boolean }>('GET', '/exitcheck/access', undefined, token), (a) => a.allowed, 30_000, 'ExitCheck access');
    const deck = await exitDeck(token);
    await waitFor(async () => (await db.query('SELECT 1 FROM sharing.output_snapshots WHERE output_id = $1', [deck.id])).rowCount, (n) => n === 1, 30_000, 'the deck in sharing');
    const share = await api<{ token: string }>('POST', '/shares', { outputId: deck.id, title: 'Lion City Logistics: exit teaser' }, token);
    await linger(share.token, 'financials', 170_000);
    await linger(share.token, 'financials', 75_000);

    const userInfo = { name: 'Farah Ismail', email, company: 'Lion City Logistics Pte. Ltd.', revenue: 'S$1–5M', industry: 'Logistics', phone: '+65 6123 4567' };
    const draft = await api<{ id: string }>('POST', '/exitcheck/assessments', { userInfo }, token);
    for (const q of QUESTIONS) {
      const score = q.id.startsWith('fr_') ? 6 : q.id.startsWith('rq_') ? 10 : 3;
      await api('PUT', `/exitcheck/assessments/${draft.id}/responses`, { questionId: q.id, optionId: nearest(q, score).id }, token);
    }
    await api('POST', `/exitcheck/assessments/${draft.id}/complete`, undefined, token);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page: Page = await context.newPage();
    await signInThroughPage(page, { email });
    await page.goto(`${GATEWAY_URL}/exitcheck?result=${draft.id}`);
    // On a phone the section starts folded below "What to do first".
    await page.locator('summary', { hasText: 'Questions a buyer will ask' }).click();
    const asked = page.getByRole('region', { name: 'Questions a buyer will ask' });
    await asked.waitFor();
    const first = asked.getByRole('listitem').first();
    expect(await first.locator('.buyer-question__tag').innerText()).toBe('Financial Reporting');
    expect(await first.locator('.buyer-question__interest').innerText()).toBe('2 viewers of your shared decks spent 4 min on Financials');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mkdir('.tmp/shots', { recursive: true });
    // The whole page, cut to the section: an element shot would scroll it under the sticky header.
    const shoot = async (path: string) => {
      const box = (await asked.boundingBox())!;
      const scrollY = await page.evaluate(() => window.scrollY);
      await page.screenshot({ path, fullPage: true, clip: { x: box.x, y: box.y + scrollY, width: box.width, height: box.height } });
    };
    await shoot('.tmp/shots/buyer-questions-viewers-390.png');
    await page.setViewportSize({ width: 1366, height: 900 });
    await shoot('.tmp/shots/buyer-questions-viewers-1366.png');
    await context.close();
  });
});
