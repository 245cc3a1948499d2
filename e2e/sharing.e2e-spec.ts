/// <reference lib="dom" />
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { api } from './api';
import { entitledFounder, FOUNDER_PASSWORD, generatedDeck } from './founder-outputs';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';
import { mailTo } from './mailbox';

const INVESTOR_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

jest.setTimeout(180_000);

const PASSWORD = FOUNDER_PASSWORD;
const LINK_PASSWORD = 'tanjong pagar 2025';

/** A screenshot of the whole page for the reviewer (docs/web-app-notes.md, "Sharing"), under .tmp/ (not committed). */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(__dirname, '..', '.tmp', 'share-gate', `${name}.png`), fullPage: true });
}

/** The Singapore calendar day a week from now, as a date input takes it. */
const aWeekFromNow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(Date.now() + 7 * 86_400_000);

describe('a founder shares a deck behind a password', () => {
  let browser: Browser;
  let db: Client;
  let owner: BrowserContext;
  let visitor: BrowserContext;

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
    owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await owner.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: GATEWAY_URL });
    // Nothing shared with the owner's profile: no session, no storage.
    // An investor's phone: headless Chromium names itself HeadlessChrome, which the analytics
    // class as a bot and keep out of the figures this test reads.
    visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: INVESTOR_PHONE });
  });
  afterAll(async () => {
    await owner?.close();
    await visitor?.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('creates a link with a password, an expiry and e-mail on view; a visitor opens it; the owner sees the view, has it in their daily digest and revokes it', async () => {
    const email = `e2e-sharing-${Date.now().toString(36)}@example.sg`;
    const token = await entitledFounder(db, email);
    const deck = await generatedDeck(token);

    // The owner opens the deck's page in the browser.
    const page: Page = await owner.newPage();
    await page.goto(`${GATEWAY_URL}/auth?returnTo=${encodeURIComponent(`/pitchprep/outputs/${deck.id}`)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/pitchprep/outputs/${deck.id}`);
    await page.getByRole('heading', { level: 1, name: deck.title }).waitFor();

    // Share: the form opens at once for an output with no links, titled after the output.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Share links' });
    // Before a link is made the owner sees how much of the deck the investor copy keeps.
    expect(await panel.getByTestId('investor-copy-summary').textContent()).toMatch(/^Investors see \d+ of \d+ slides/);
    expect(await panel.getByLabel('Link title').inputValue()).toBe(deck.title);
    await panel.getByLabel('Link title').fill('Exit deck for Harbour Capital');
    await panel.getByLabel('Password (optional)').fill(LINK_PASSWORD);
    await panel.getByLabel('Expires on (optional)').fill(aWeekFromNow());
    await panel.getByLabel('E-mail me when it is viewed').check();
    await panel.getByRole('button', { name: 'Create link' }).click();
    await panel.getByText('Link created for “Exit deck for Harbour Capital”.', { exact: false }).waitFor();

    const item = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Exit deck for Harbour Capital' }) });
    await item.getByText('Active', { exact: true }).waitFor();
    const url = await item.getByLabel('Link to Exit deck for Harbour Capital').inputValue();
    expect(url).toMatch(new RegExp(`^${GATEWAY_URL}/shared/[A-Za-z0-9_-]{32}$`));
    await item.getByRole('button', { name: /^Copy link/ }).click();
    await page.getByText('Link copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // An anonymous visitor opens the link: the prompt, a wrong password, then the right one.
    const visit = await visitor.newPage();
    await visit.goto(url);
    await visit.getByRole('heading', { level: 1, name: 'Exit deck for Harbour Capital' }).waitFor();
    await visit.getByText('This content is password protected').waitFor();
    expect(await visit.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const access = visit.getByRole('button', { name: 'Access' });
    expect(await access.isDisabled()).toBe(true);
    await visit.getByLabel('Password', { exact: true }).fill('not the password');
    await access.click();
    await visit.getByText('Incorrect password').waitFor();
    await visit.getByLabel('Password', { exact: true }).fill(LINK_PASSWORD);
    await visit.getByLabel('Password', { exact: true }).press('Enter');
    // The deck viewer: one slide at a time, walked with the keyboard, thumbnails and full screen.
    const viewer = visit.getByRole('region', { name: 'Slides' });
    await viewer.waitFor();
    const counter = viewer.locator('.deck-viewer__counter');
    const total = Number(/^1 \/ (\d+)$/.exec((await counter.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(3);
    const slideTitle = () => viewer.locator('.deck-viewer__slide').getByRole('heading', { level: 2 }).textContent();
    const firstTitle = await slideTitle();
    await visit.keyboard.press('ArrowRight');
    await visit.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe(`3 / ${total}`);
    const thirdTitle = await slideTitle();
    await visit.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    await visit.keyboard.press('End');
    expect(await counter.textContent()).toBe(`${total} / ${total}`);
    await visit.keyboard.press('Home');
    expect(await slideTitle()).toBe(firstTitle);
    await viewer.getByRole('button', { name: 'All slides' }).click();
    await viewer.getByRole('list', { name: 'All slides' }).getByRole('button', { name: new RegExp(`^Slide 3: `) }).click();
    expect(await counter.textContent()).toBe(`3 / ${total}`);
    expect(await slideTitle()).toBe(thirdTitle);
    await visit.keyboard.press('f');
    const fullScreen = () => visit.evaluate(() => Boolean(document.fullscreenElement) || document.querySelector('.deck-viewer--full') !== null);
    await waitFor(fullScreen, (full) => full, 30_000, 'full screen');
    await visit.keyboard.press('Escape');
    await waitFor(fullScreen, (full) => !full, 30_000, 'full screen closed');
    // The founder's private coaching never reaches the investor.
    expect(await visit.locator('body').textContent()).not.toMatch(/Investors will probe|Speaker notes|\bSay: /);
    // The founder's room: who shares it, and none of our site's way out (docs/product-rules.md, "Sharing links").
    expect(await visit.locator('.room__company').textContent()).toBe('Lion City Logistics Pte. Ltd.');
    expect(await visit.getByRole('link', { name: 'Back to Home' }).count()).toBe(0);

    // The owner refreshes the panel: one view.
    await panel.getByRole('button', { name: 'Refresh share links' }).click();
    await waitFor(async () => (await item.locator('dt:text-is("Views") + dd').textContent())?.trim(), (views) => views === '1', 30_000, 'the view in the owner’s panel');
    expect((await item.locator('dt:text-is("Last viewed") + dd').textContent())?.trim()).not.toBe('Not yet');
    expect((await item.locator('dt:text-is("Password") + dd').textContent())?.trim()).toBe('Yes');

    // …and is told in the evening's daily digest (docs/product-rules.md, "Sharing links"): one pending mail, due at 6 pm Singapore time.
    const digestMail = async () => {
      const { rows } = await db.query<{ status: string; scheduled_at: Date; user_data: Record<string, unknown> }>(
        "SELECT status, scheduled_at, user_data FROM notifications.email_automation_logs WHERE user_email = $1 AND template_id LIKE 'founder_views_digest%'",
        [email],
      );
      return rows;
    };
    const digest = await waitFor(digestMail, (rows) => rows.length > 0, 30_000, 'the founder’s digest');
    expect(digest).toHaveLength(1);
    expect(digest[0].status).toBe('pending');
    expect(digest[0].user_data.activity).toMatch(/ was opened once (today|in the last day)$/);
    expect(new Intl.DateTimeFormat('en-SG', { timeZone: 'Asia/Singapore', hour: 'numeric', minute: '2-digit', hour12: false }).format(digest[0].scheduled_at)).toBe('18:00');

    // A reload in the visitor's tab reuses the grant: no second prompt.
    await visit.reload();
    await viewer.waitFor();
    expect(await visit.getByLabel('Password', { exact: true }).count()).toBe(0);

    // The owner revokes the link; the visitor's link is dead.
    await item.getByRole('button', { name: /^Revoke/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
    await item.getByText('Revoked', { exact: true }).waitFor();
    expect(await item.getByRole('button', { name: /^Copy link/ }).count()).toBe(0);

    await visit.reload();
    await visit.getByText('This share link is invalid or has expired.').waitFor();
    await visit.getByRole('link', { name: 'Go Home' }).click();
    await visit.waitForURL(`${GATEWAY_URL}/`);
  });

  it('gates a link by e-mail to listed people, lets them download a watermarked PDF, and shows the owner who read what', async () => {
    const email = `e2e-gate-${Date.now().toString(36)}@example.sg`;
    const token = await entitledFounder(db, email);
    const deck = await generatedDeck(token);

    // A second founder, in a browser profile of their own.
    const founder = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await founder.newPage();
    await page.goto(`${GATEWAY_URL}/auth?returnTo=${encodeURIComponent(`/pitchprep/outputs/${deck.id}`)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/pitchprep/outputs/${deck.id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Share links' });
    await panel.getByLabel('Link title').fill('Exit deck for Jungle Ventures');
    await panel.getByLabel('Ask for the viewer’s e-mail before showing it').check();
    await panel.getByLabel('Only these people (optional)').fill('@jungle.vc');
    await panel.getByLabel(/Allow downloading a PDF/).check();
    await panel.getByRole('button', { name: 'Create link' }).click();
    const item = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Exit deck for Jungle Ventures' }) });
    const url = await item.getByLabel('Link to Exit deck for Jungle Ventures').inputValue();
    expect((await item.locator('dt:text-is("Viewers") + dd').textContent())?.trim()).toBe('Only @jungle.vc');

    // The investor on a phone: an address not on the list gets no code; theirs gets one by mail,
    // and a wrong code is refused before the right one lets them in.
    const visit = await visitor.newPage();
    await visit.goto(url);
    await visit.getByText('Enter your e-mail to view').waitFor();
    await shot(visit, 'gate-email-390');
    const address = visit.getByLabel('E-mail address');
    await address.fill('someone@gmail.com');
    await address.press('Enter');
    await visit.getByText('This link is for specific people. Use the e-mail address it was shared with.').waitFor();
    await shot(visit, 'gate-email-refused-390');
    await address.fill('raj@jungle.vc');
    await visit.getByRole('button', { name: 'Send code' }).click();
    await visit.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await visit.getByRole('button', { name: /^Send a new code in \d+ s$/ }).waitFor();
    await shot(visit, 'gate-code-390');
    const code = /Code: (\d{6})/.exec(await mailTo(db, 'raj@jungle.vc', /Code: \d{6}/))![1];
    await visit.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await visit.getByRole('button', { name: 'View' }).click();
    await visit.getByText('That code is not right. 4 tries left.').waitFor();
    await shot(visit, 'gate-code-wrong-390');
    await visit.getByLabel('Code').fill(code);
    await visit.getByRole('button', { name: 'View' }).click();
    const viewer = visit.getByRole('region', { name: 'Slides' });
    await viewer.waitFor();
    const counter = viewer.locator('.deck-viewer__counter');
    const total = Number(/^1 \/ (\d+)$/.exec((await counter.textContent()) ?? '')?.[1]);
    for (let i = 1; i < total; i += 1) {
      await visit.keyboard.press('ArrowRight');
      await visit.waitForTimeout(150);
    }
    expect(await counter.textContent()).toBe(`${total} / ${total}`);

    // The PDF carries the investor's address on every page.
    const [download] = await Promise.all([visit.waitForEvent('download'), visit.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('exit-deck-for-jungle-ventures.pdf');
    const saved = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');

    // Leaving the page sends the last engagement report.
    await visit.close({ runBeforeUnload: true });

    // The owner sees who viewed, how long on each slide, and that they read to the end.
    const reports = async () =>
      (await db.query<{ done: boolean }>("SELECT furthest_section = section_count - 1 AS done FROM sharing.share_views WHERE viewer_email = 'raj@jungle.vc' AND engaged_ms > 0")).rows;
    await waitFor(reports, (rows) => rows.some((r) => r.done), 30_000, 'the last engagement report');
    await item.getByRole('button', { name: /^Views over time of/ }).click();
    await item.getByText('Time per slide').waitFor();
    expect(await item.locator('.share-sections__row').count()).toBe(total);
    expect((await item.locator('dt:text-is("Read to the end") + dd').textContent())?.trim()).toBe('100%');
    expect((await item.locator('dt:text-is("Unique visitors") + dd').textContent())?.trim()).toBe('1');
    await item.locator('.share-views__viewers').getByText('raj@jungle.vc').waitFor();
    await founder.close();

    // The same gate on a laptop screen.
    const wide = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const desk = await wide.newPage();
    await desk.goto(url);
    await desk.getByText('Enter your e-mail to view').waitFor();
    await shot(desk, 'gate-email-1366');
    await desk.getByLabel('E-mail address').fill('mei@jungle.vc');
    await desk.getByRole('button', { name: 'Send code' }).click();
    await desk.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await desk.getByLabel('Code').fill('123');
    await shot(desk, 'gate-code-1366');
    await wide.close();
  });

  it('renders an open link on the server: title and first slide in the HTML, one counted view that the page reports on, nothing for link previews', async () => {
    const email = `e2e-ssr-${Date.now().toString(36)}@example.sg`;
    const token = await entitledFounder(db, email);
    const deck = await generatedDeck(token);
    const shareDeck = () =>
      api<{ id: string; token: string }>('POST', '/shares', { outputId: deck.id, title: 'Lion City deck for Vertex', requireEmail: false, allowDownload: false }, token).catch(() => null);
    const share = await waitFor(shareDeck, (s) => s !== null, 30_000, 'the deck in sharing');
    const url = `${GATEWAY_URL}/shared/${share.token}`;
    const views = async () => (await db.query<{ n: string }>('SELECT count(*) AS n FROM sharing.share_views WHERE share_id = $1', [share.id])).rows[0].n;

    // A link preview (Slack unfurling the link) reads the HTML: no content, no view.
    const preview = await fetch(url, { headers: { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' } });
    const previewHtml = await preview.text();
    expect(previewHtml).not.toContain('Lion City deck for Vertex');
    expect(previewHtml).not.toContain('bv-shared-page');
    expect(await views()).toBe('0');

    // Before any script runs, the investor's phone has the title and the first slide.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const bare = await noScript.newPage();
    const response = await bare.goto(url);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(await bare.locator('h1').textContent()).toBe('Lion City deck for Vertex');
    expect(await bare.title()).toBe('Lion City deck for Vertex | Blueprint Vault');
    expect(await bare.locator('.deck-viewer__counter').textContent()).toMatch(/^1 \/ \d+$/);
    expect(await bare.getByRole('region', { name: 'Slides' }).isVisible()).toBe(true);
    await noScript.close();
    expect(await views()).toBe('1');

    // With scripts, the page takes over from the HTML without asking for the link again: one view.
    const reader = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await reader.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/shared/')) asked.push(request.url());
    });
    await page.goto(url);
    const counter = page.locator('.deck-viewer__counter');
    // The server's HTML has no React behind it: wait for the counter React rendered.
    await page.waitForFunction(() => {
      const rendered = document.querySelector('.deck-viewer__counter');
      return rendered !== null && Object.keys(rendered).some((key) => key.startsWith('__reactFiber'));
    });
    // The viewer's keyboard listener is attached by an effect that runs just after hydration,
    // so a key pressed at once may find nobody listening: press until the deck answers.
    const pressedOn = async () => {
      if ((await counter.textContent())?.startsWith('1 / ')) {
        await page.keyboard.press('ArrowRight');
        await page.waitForTimeout(400);
      }
      return counter.textContent();
    };
    await waitFor(pressedOn, (text) => text?.startsWith('2 / ') === true, 30_000, 'the next slide');
    await page.waitForTimeout(300);
    await page.close({ runBeforeUnload: true });
    expect(asked.filter((u) => !u.endsWith('/engagement'))).toEqual([]);
    expect(await views()).toBe('2');
    // The view the server counted is the one the page reports its reading time on.
    const engaged = async () => (await db.query('SELECT engaged_ms FROM sharing.share_views WHERE share_id = $1 AND engaged_ms > 0', [share.id])).rows;
    await waitFor(engaged, (rows) => rows.length === 1, 30_000, 'the engagement report');
    await reader.close();
  });
});

