/// <reference lib="dom" />
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { api } from './api';
import { entitledFounder, FOUNDER_PASSWORD, generatedDeck } from './founder-outputs';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(240_000);

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** Screenshots for the next person to look at (not compared). */
const SHOTS = join(__dirname, '..', '.tmp', 'deck-editor');

type Deck = { slides: { id: string; title: string; content: string | Record<string, string>; notes: string }[] };

/** Serious or critical axe-core violations on the page, as "rule at target". */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's CSP (no inline scripts) stays in force for everything else.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));

describe('the deck editor: a founder edits on the slide', () => {
  let browser: Browser;
  let context: BrowserContext;
  let db: Client;

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await context?.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('types a title and points on the slide (Enter adds a point, Backspace removes an empty one, Esc leaves), moves it by keyboard, saves, and reads it back after a reload; axe passes at 1366 and 390 px', async () => {
    const email = `e2e-deck-editor-${Date.now().toString(36)}@example.sg`;
    const token = await entitledFounder(db, email);
    // A market, a team and a financials chart with a loss, so each kind is drawn on the canvas.
    const deck = await generatedDeck(token, {
      market: { tam: 'S$2.1B SME deliveries in Singapore', sam: 'S$240M same-day B2B', som: 'S$18M in three years', notes: '' },
      team: [
        { name: 'Farah Ismail', role: 'CEO', background: 'Ran fleet ops at a regional 3PL for eight years' },
        { name: 'Daniel Tan', role: 'CTO', background: 'Built routing at a ride-hailing app' },
      ],
      financials: {
        currentRevenue: 'S$1.2M in FY2024',
        projections: 'S$3.4M in FY2026',
        burnRate: 'S$80K a month',
        runway: '14 months',
        forecast: [
          { period: 'FY2023', amount: 600000 },
          { period: 'FY2024', amount: 1200000 },
          { period: 'FY2025', amount: 2100000 },
          { period: 'FY2026', amount: 3400000 },
        ],
        profit: [
          { period: 'FY2023', amount: -450000 },
          { period: 'FY2024', amount: -200000 },
          { period: 'FY2025', amount: 150000 },
          { period: 'FY2026', amount: 600000 },
        ],
        currency: 'SGD',
      },
    });
    // A slide of text points (not the cover, not labelled values, not the last: it moves one place down).
    const generated = await api<{ content: Deck }>('GET', `/pitchprep/outputs/${deck.id}`, undefined, token);
    const at = generated.content.slides.findIndex((s, i) => i > 0 && i < generated.content.slides.length - 1 && typeof s.content === 'string' && s.content.trim() !== '');
    expect(at).toBeGreaterThan(0);
    const [n, next] = [at + 1, at + 2];
    // The founder's brand kit: the editor draws the slides in it, as the files are.
    await api('PUT', '/brand-kit', { primary: '#0f766e', accent: '#f59e0b', fontPair: 'formal' }, token);

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${GATEWAY_URL}/auth?returnTo=${encodeURIComponent(`/pitchprep/outputs/${deck.id}`)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(FOUNDER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/pitchprep/outputs/${deck.id}`);

    const rail = page.getByRole('list', { name: /^Slides: select to edit/ });
    const stage = () => page.getByRole('group', { name: /^Slide \d+ of \d+:/ });
    await stage().waitFor();
    expect(await rail.getByRole('button').count()).toBeGreaterThan(5);
    const coverColour = () => page.evaluate(() => getComputedStyle(document.querySelector('.pp-deck-stage .slide--cover')!).backgroundColor);
    await waitFor(coverColour, (colour) => colour === 'rgb(15, 118, 110)', 10_000, 'the cover in the brand kit');
    await page.screenshot({ path: join(SHOTS, 'cover-1366.png') });
    expect(await seriousViolations(page)).toEqual([]);
    // Each kind on the canvas, for a look at its type and layout (DESIGN.md).
    for (let i = 1; i < (await rail.getByRole('button').count()); i++) {
      await rail.getByRole('button').nth(i).click();
      await page.getByRole('group', { name: new RegExp(`^Slide ${i + 1} of \\d+:`) }).waitFor();
      await page.screenshot({ path: join(SHOTS, `slide-${i + 1}-1366.png`) });
    }

    // On the slide itself: its title, then a new point after the first one.
    await rail.getByRole('button').nth(at).click();
    await page.getByRole('group', { name: new RegExp(`^Slide ${n} of \\d+:`) }).waitFor();
    const title = stage().getByLabel('Slide title');
    expect(await title.evaluate((field) => field.closest('.slide') !== null)).toBe(true);
    await title.fill('Stock reaches SME shelves in two days');
    const points = stage().getByRole('textbox', { name: /^Point \d+$/ });
    const before = await points.count();
    await stage().getByLabel('Point 1', { exact: true }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Same-day vans cut that to four hours');
    expect(await points.count()).toBe(before + 1);
    expect(await stage().getByLabel('Point 2', { exact: true }).inputValue()).toBe('Same-day vans cut that to four hours');
    // Enter opens an empty point; Backspace in it removes it and returns to the end of the one before.
    await page.keyboard.press('Enter');
    expect(await points.count()).toBe(before + 2);
    await page.keyboard.press('Backspace');
    expect(await points.count()).toBe(before + 1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Point 2');
    await page.screenshot({ path: join(SHOTS, 'editing-1366.png') });

    // Escape leaves the slide for its place on the rail; Alt+Down moves it one place later.
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(`Edit slide ${n}: Stock reaches SME shelves in two days`);
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByRole('group', { name: new RegExp(`^Slide ${next} of \\d+:`) }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(`Edit slide ${next}: Stock reaches SME shelves in two days`);

    // Ctrl+S saves a version, as the Save version button does.
    await page.keyboard.press('Control+s');
    await page.getByText('Saved as version 2.').waitFor();
    const saved = await api<{ content: Deck }>('GET', `/pitchprep/outputs/${deck.id}`, undefined, token);
    const moved = saved.content.slides[at + 1];
    expect(moved.title).toBe('Stock reaches SME shelves in two days');
    expect(typeof moved.content === 'string' && moved.content.split('\n')[1]).toBe('Same-day vans cut that to four hours');

    // After a reload the edit is there, on the slide.
    await page.reload();
    await rail.getByRole('button').nth(at + 1).click();
    await page.getByRole('group', { name: new RegExp(`^Slide ${next} of \\d+:`) }).waitFor();
    expect(await stage().getByLabel('Slide title').inputValue()).toBe('Stock reaches SME shelves in two days');
    expect(await stage().getByLabel('Point 2', { exact: true }).inputValue()).toBe('Same-day vans cut that to four hours');
    expect(await page.getByRole('button', { name: 'Save version' }).isDisabled()).toBe(true);

    // On a phone: the slide on top of its fields, the rail a strip, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('group', { name: new RegExp(`^Slide ${next} of \\d+:`) }).waitFor();
    expect(await pageWidth(page)).toEqual({ scroll: 390, inner: 390 });
    await stage().getByLabel('Slide title').click();
    await stage().getByLabel('Slide title').fill('Two days to the shelf');
    expect(await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'editing-390.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, 'top-390.png') });
    await page.screenshot({ path: join(SHOTS, 'full-390.png'), fullPage: true });
    // The market and the chart on a phone: stacked, their small print at 12 px or more.
    for (const i of [4, 8]) {
      await rail.getByRole('button').nth(i).click();
      await page.getByRole('group', { name: new RegExp(`^Slide ${i + 1} of \\d+:`) }).waitFor();
      await page.locator('.pp-deck-stage__slide').screenshot({ path: join(SHOTS, `slide-${i + 1}-390.png`) });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'full-1366.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
