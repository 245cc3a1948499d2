/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildSharedContent, buildSharedPage, responseWith, SHARE_TOKEN, sharingError } from '../sharing/sharing.factory';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { LINK_EXPIRED_MESSAGE, LINK_INVALID_MESSAGE, LOAD_FAILED_MESSAGE, SharedContentPage } from './shared-content-page';

const PAGE = `/api/v1/shared/${SHARE_TOKEN}`;
const ACCESS = `${PAGE}/access`;
const GRANT = 'grant.jwt.value';
const GRANT_KEY = `bv.shareGrant.${SHARE_TOKEN}`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

type Call = { url: string; method: string; headers: Record<string, string>; body?: unknown };

/** The public API behind the fetch mock: each "METHOD url" answers from its queue (the last answer repeats). */
function publicApi(routes: Record<string, Array<Response | Error | ((call: Call) => Response | Promise<Response>)>>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: Call = { url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const queue = routes[`${call.method} ${url}`];
    if (!queue) return sharingError(599, 'UNROUTED', `No test route for ${call.method} ${url}`);
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(call) : next;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, opens: () => calls.filter((c) => c.method === 'GET' && c.url === PAGE) };
}

const protectedPage = buildSharedPage({ requiresPassword: true, content: null, expiresAt: '2025-12-31T15:59:59.999Z' });
const unlocked = buildSharedPage({ requiresPassword: true, expiresAt: '2025-12-31T15:59:59.999Z' });
/** GET /shared/:token answers the content only when the grant comes along, as the server does. */
const openWithGrant = (call: Call) => responseWith(200, call.headers['X-Share-Grant'] === GRANT ? unlocked : protectedPage);

const renderShared = (options: { signedIn?: boolean } = {}) =>
  renderRoutes(
    [
      { path: '/shared/:token', element: <SharedContentPage /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { path: `/shared/${SHARE_TOKEN}`, ...(options.signedIn ? { loadSession: signedInAs() } : {}) },
  );

const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;
const accessButton = () => screen.getByRole('button', { name: 'Access' }) as HTMLButtonElement;

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('shared content page: open links', () => {
  it('shows a skeleton while loading, then the deck one slide at a time: text lines and labelled values, never speaker notes', async () => {
    let answer: (r: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    await renderShared();
    expect(screen.getByText('Loading shared content…')).toBeTruthy();

    await act(async () => answer(responseWith(200, buildSharedPage())));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exit deck for buyers' })).toBeTruthy();
    expect(screen.getByText('For the shortlisted buyers only')).toBeTruthy();
    const viewer = screen.getByRole('region', { name: 'Slides' });
    expect(within(viewer).getByRole('heading', { level: 2 }).textContent).toBe('Company snapshot');
    expect(within(viewer).getAllByRole('listitem').map((li) => li.textContent)).toContain('Company: Lion City Logistics');
    expect(within(viewer).getByLabelText('Slide 1 of 2')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('heading', { level: 2 }).textContent).toBe('Investment highlights');
    expect(within(viewer).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Same-day delivery', 'Recurring contracts']);
    expect(screen.queryByText(/speaker notes/i)).toBeNull();
    // The founder's room: who shares it, and none of our site's navigation or calls to buy.
    expect(screen.getByText('Lion City Logistics', { selector: '.room__company' })).toBeTruthy();
    expect(screen.getByText('Shared with you by Lion City Logistics')).toBeTruthy();
    for (const name of ['Back to Home', 'Sign in', 'Get Started', 'Pricing']) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(document.title).toBe('Exit deck for buyers | Blueprint Vault');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('shows a deck that still carries notes as slides, with no place for the notes', async () => {
    const withNotes = buildSharedContent({
      content: { slides: [{ id: 's1', title: 'Company snapshot', content: 'Founded 2019', notes: 'Say: who we are' }] },
    });
    globalThis.fetch = jest.fn(async () => responseWith(200, buildSharedPage({ content: withNotes }))) as unknown as typeof fetch;
    await renderShared();
    const viewer = await screen.findByRole('region', { name: 'Slides' });
    expect(within(viewer).getByRole('heading', { level: 2 }).textContent).toBe('Company snapshot');
    expect(screen.queryByText('Say: who we are')).toBeNull();
  });

  it('titles a link left with its output’s title by the company and what it is', async () => {
    globalThis.fetch = jest.fn(async () => responseWith(200, buildSharedPage({ title: 'Lion City Logistics Pte. Ltd. — Exit deck' }))) as unknown as typeof fetch;
    await renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lion City Logistics — Exit deck' })).toBeTruthy();
    expect(document.title).toBe('Lion City Logistics — Exit deck | Blueprint Vault');
  });

  it('never sends the signed-in owner’s bearer token, and reads the link once', async () => {
    const api = publicApi({ [`GET ${PAGE}`]: [responseWith(200, buildSharedPage())] });
    await renderShared({ signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Exit deck for buyers' });
    expect(api.opens()).toHaveLength(1);
    expect(api.opens()[0].headers).not.toHaveProperty('Authorization');
  });

  it('groups FAQs by category', async () => {
    const faqs = [
      { category: 'Financials', question: 'Are your accounts audited?', suggestedAnswer: 'Yes, FY2024.' },
      { category: 'Deal', question: 'Will you stay on?', suggestedAnswer: 'For 12 months.' },
      { category: 'Financials', question: 'What is the margin?', suggestedAnswer: '18% EBITDA.' },
    ];
    publicApi({ [`GET ${PAGE}`]: [responseWith(200, buildSharedPage({ content: buildSharedContent({ outputType: 'exit_faq', content: { faqs } }) }))] });
    await renderShared();
    await screen.findByRole('heading', { level: 2, name: 'Financials' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Financials', 'Deal']);
    const financials = screen.getByRole('heading', { name: 'Financials' }).parentElement as HTMLElement;
    expect(within(financials).getAllByRole('term').map((t) => t.textContent)).toEqual(['Are your accounts audited?', 'What is the margin?']);
  });

  it('shows a data-room checklist with required marks and read-only ticks', async () => {
    const content = {
      categories: [
        {
          category: 'Corporate',
          items: [
            { name: 'ACRA business profile', description: 'Current extract', required: true, done: true },
            { name: 'Board minutes', description: 'Last three years', required: false },
          ],
        },
      ],
    };
    publicApi({ [`GET ${PAGE}`]: [responseWith(200, buildSharedPage({ content: buildSharedContent({ outputType: 'data_room_checklist', content }) }))] });
    await renderShared();
    const acra = (await screen.findByRole('checkbox', { name: 'ACRA business profile: done' })) as HTMLInputElement;
    const minutes = screen.getByRole('checkbox', { name: 'Board minutes: not done' }) as HTMLInputElement;
    expect([acra.checked, acra.disabled, minutes.checked, minutes.disabled]).toEqual([true, true, false, true]);
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(screen.getByText(/items ready/).textContent).toBe('1 of 2 items ready');
  });

  it('shows any other type as raw structured content', async () => {
    const content = { summary: { arr: 'S$1.2M' }, notes: ['one'] };
    publicApi({ [`GET ${PAGE}`]: [responseWith(200, buildSharedPage({ content: buildSharedContent({ outputType: 'valuation_memo', content }) }))] });
    await renderShared();
    const raw = await screen.findByLabelText('Shared content');
    expect(raw.tagName).toBe('PRE');
    expect(JSON.parse(raw.textContent ?? '')).toEqual(content);
  });
});

describe('shared content page: dead links and failures', () => {
  it.each([
    ['SHARING.LINK_INVALID', LINK_INVALID_MESSAGE],
    ['SHARING.LINK_EXPIRED', LINK_EXPIRED_MESSAGE],
  ])('%s shows the spec’s message and Go Home', async (code, message) => {
    publicApi({ [`GET ${PAGE}`]: [sharingError(404, code, 'from the server')] });
    await renderShared();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('says Failed to load shared content on other failures (after one quiet retry), and Retry loads it', async () => {
    const api = publicApi({ [`GET ${PAGE}`]: [sharingError(503, 'UNAVAILABLE', 'down'), new TypeError('offline'), responseWith(200, buildSharedPage())] });
    await renderShared();
    expect(await screen.findByText(LOAD_FAILED_MESSAGE, undefined, { timeout: 4_000 })).toBeTruthy();
    expect(api.opens()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exit deck for buyers' })).toBeTruthy();
  });
});

describe('shared content page: password', () => {
  it('asks for the password (Access disabled while empty or verifying), refuses a wrong one, and opens with the right one on Enter', async () => {
    let grantArrives: () => void = () => undefined;
    const api = publicApi({
      [`GET ${PAGE}`]: [openWithGrant],
      [`POST ${ACCESS}`]: [
        sharingError(401, 'SHARING.WRONG_PASSWORD', 'Incorrect password'),
        (call) =>
          new Promise<Response>((resolve) => {
            const body = (call.body as { password: string }).password === 'marina bay' ? { grant: GRANT, expiresAt: inAnHour() } : {};
            grantArrives = () => resolve(responseWith(200, body));
          }),
      ],
    });
    await renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'Exit deck for buyers' })).toBeTruthy();
    expect(screen.getByText('This content is password protected')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(accessButton().disabled).toBe(true);

    fireEvent.change(passwordField(), { target: { value: 'wrong one' } });
    expect(accessButton().disabled).toBe(false);
    fireEvent.click(accessButton());
    expect(await screen.findByText('Incorrect password')).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(passwordField(), { target: { value: 'marina bay' } });
    // Enter in the field submits the form.
    fireEvent.submit(passwordField().closest('form') as HTMLFormElement);
    await waitFor(() => expect(accessButton().disabled).toBe(true));
    expect(screen.getByText('Verifying…')).toBeTruthy();
    await act(async () => grantArrives());
    expect(await screen.findByRole('heading', { level: 2, name: 'Company snapshot' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();

    expect(api.calls.filter((c) => c.url === ACCESS).map((c) => c.body)).toEqual([{ password: 'wrong one' }, { password: 'marina bay' }]);
    expect(api.opens().map((c) => c.headers['X-Share-Grant'])).toEqual([undefined, GRANT]);
    expect(JSON.parse(sessionStorage.getItem(GRANT_KEY) ?? '{}')).toMatchObject({ grant: GRANT });
  });

  it('reuses the grant kept in this tab after a reload: no prompt', async () => {
    sessionStorage.setItem(GRANT_KEY, JSON.stringify({ grant: GRANT, expiresAt: inAnHour() }));
    const api = publicApi({ [`GET ${PAGE}`]: [openWithGrant] });
    await renderShared();
    expect(await screen.findByRole('heading', { level: 2, name: 'Company snapshot' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(api.opens().map((c) => c.headers['X-Share-Grant'])).toEqual([GRANT]);
  });

  it('does not send a grant past its expiry', async () => {
    sessionStorage.setItem(GRANT_KEY, JSON.stringify({ grant: GRANT, expiresAt: new Date(Date.now() - 1000).toISOString() }));
    const api = publicApi({ [`GET ${PAGE}`]: [openWithGrant] });
    await renderShared();
    await screen.findByLabelText('Password');
    expect(api.opens()[0].headers).not.toHaveProperty('X-Share-Grant');
    expect(sessionStorage.getItem(GRANT_KEY)).toBeNull();
  });

  it('forgets a grant the server no longer accepts (the password changed) and asks again', async () => {
    sessionStorage.setItem(GRANT_KEY, JSON.stringify({ grant: 'grant-for-the-old-password', expiresAt: inAnHour() }));
    const api = publicApi({ [`GET ${PAGE}`]: [openWithGrant] });
    await renderShared();
    await screen.findByLabelText('Password');
    expect(api.opens()[0].headers['X-Share-Grant']).toBe('grant-for-the-old-password');
    expect(sessionStorage.getItem(GRANT_KEY)).toBeNull();
  });

  it('says Too many attempts with the minutes from Retry-After', async () => {
    publicApi({
      [`GET ${PAGE}`]: [responseWith(200, protectedPage)],
      [`POST ${ACCESS}`]: [sharingError(429, 'SHARING.TOO_MANY_ATTEMPTS', 'Too many incorrect passwords.', { 'Retry-After': '840' })],
    });
    await renderShared();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'guess' } });
    fireEvent.click(accessButton());
    expect(await screen.findByText('Too many attempts. Try again in 14 minutes.')).toBeTruthy();
  });

  it('shows Error with the message when the check fails otherwise', async () => {
    publicApi({
      [`GET ${PAGE}`]: [responseWith(200, protectedPage)],
      [`POST ${ACCESS}`]: [sharingError(503, 'UNAVAILABLE', 'The sharing service is unavailable.')],
    });
    await renderShared();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'guess' } });
    fireEvent.click(accessButton());
    const alert = await screen.findByText('The sharing service is unavailable.');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText('Error')).toBeTruthy();
    expect(accessButton().disabled).toBe(false);
  });

  it('shows the dead-link message when the link is revoked while the prompt is open', async () => {
    publicApi({
      [`GET ${PAGE}`]: [responseWith(200, protectedPage)],
      [`POST ${ACCESS}`]: [sharingError(404, 'SHARING.LINK_INVALID', LINK_INVALID_MESSAGE)],
    });
    await renderShared();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'marina bay' } });
    fireEvent.click(accessButton());
    expect(await screen.findByText(LINK_INVALID_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeTruthy();
  });
});

describe('shared content page: e-mail gate, download and engagement', () => {
  const gated = buildSharedPage({ requiresEmail: true, content: null });
  const openedByEmail = buildSharedPage({ requiresEmail: true, content: buildSharedContent({ allowDownload: true }) });
  const openWithEmailGrant = (call: Call) => responseWith(200, call.headers['X-Share-Grant'] === GRANT ? openedByEmail : gated);

  beforeEach(() => localStorage.clear());

  const CODE = `${PAGE}/code`;
  const codeSent = (over: Record<string, unknown> = {}) =>
    responseWith(200, { sentTo: 'mei@fund.sg', expiresAt: inAnHour(), expiresInSeconds: 600, resendAfterSeconds: 60, ...over });
  const codeField = () => screen.getByLabelText('Code') as HTMLInputElement;
  const viewButton = () => screen.getByRole('button', { name: 'View' }) as HTMLButtonElement;

  it('checks the e-mail, shows the list refusal, mails a code, and opens only with the right code', async () => {
    const api = publicApi({
      [`GET ${PAGE}`]: [openWithEmailGrant],
      [`POST ${CODE}`]: [sharingError(403, 'SHARING.VIEWER_NOT_ALLOWED', 'This link is for specific people. Use the e-mail address it was shared with.'), codeSent()],
      [`POST ${ACCESS}`]: [sharingError(401, 'SHARING.WRONG_CODE', 'That code is not right. 4 tries left.'), responseWith(200, { grant: GRANT, expiresAt: inAnHour() })],
    });
    await renderShared();
    expect(await screen.findByText('Enter your e-mail to view')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    const email = screen.getByLabelText('E-mail address') as HTMLInputElement;
    const send = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    fireEvent.change(email, { target: { value: 'mei@fund' } });
    fireEvent.click(send);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.calls.filter((c) => c.url === CODE)).toEqual([]);

    fireEvent.change(email, { target: { value: 'mei@other.sg' } });
    fireEvent.click(send);
    expect(await screen.findByText('This link is for specific people. Use the e-mail address it was shared with.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: ' mei@fund.sg ' } });
    fireEvent.click(send);
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText('mei@fund.sg', { selector: 'strong' }).parentElement?.textContent).toBe('We sent a 6-digit code to mei@fund.sg. It works for 10 minutes.');
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    expect(viewButton().disabled).toBe(true);
    fireEvent.change(codeField(), { target: { value: '12345' } });
    expect(viewButton().disabled).toBe(true);
    // Pasted with a space: the digits are kept.
    fireEvent.change(codeField(), { target: { value: '123 456' } });
    expect(codeField().value).toBe('123456');
    fireEvent.click(viewButton());
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(codeField(), { target: { value: '654321' } });
    fireEvent.submit(codeField().closest('form') as HTMLFormElement);
    expect(await screen.findByRole('heading', { level: 2, name: 'Company snapshot' })).toBeTruthy();
    expect(api.calls.filter((c) => c.url === CODE).map((c) => c.body)).toEqual([{ email: 'mei@other.sg' }, { email: 'mei@fund.sg' }]);
    expect(api.calls.filter((c) => c.url === ACCESS).map((c) => c.body)).toEqual([
      { email: 'mei@fund.sg', code: '123456' },
      { email: 'mei@fund.sg', code: '654321' },
    ]);
    expect(localStorage.getItem('bv.viewerEmail')).toBe('mei@fund.sg');
  });

  it('counts down to a new code, sends one, says when a code expired, and goes back for another address', async () => {
    localStorage.setItem('bv.viewerEmail', 'mei@fund.sg');
    const api = publicApi({
      [`GET ${PAGE}`]: [openWithEmailGrant],
      [`POST ${CODE}`]: [codeSent(), codeSent({ resendAfterSeconds: 0, expiresInSeconds: 0 }), codeSent({ resendAfterSeconds: 0 })],
      [`POST ${ACCESS}`]: [sharingError(401, 'SHARING.CODE_EXPIRED', 'This code has expired or was used up. Ask for a new code.')],
    });
    await renderShared();
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const wait = (await screen.findByRole('button', { name: /^Send a new code in \d+ s$/ })) as HTMLButtonElement;
    expect(wait.disabled).toBe(true);

    // Back for another address: the one typed is still there, and a new code can be asked for at once.
    fireEvent.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('mei@fund.sg');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    // This code expired before it was typed: no round trip, a new one instead.
    expect(await screen.findByText('This code has expired. Send a new code.')).toBeTruthy();
    fireEvent.change(codeField(), { target: { value: '111111' } });
    expect(viewButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way to mei@fund.sg.')).toBeTruthy();
    expect(codeField().value).toBe('');
    fireEvent.change(codeField(), { target: { value: '222222' } });
    fireEvent.click(viewButton());
    expect(await screen.findByText('This code has expired or was used up. Ask for a new code.')).toBeTruthy();
    expect(viewButton().disabled).toBe(true);
    expect(api.calls.filter((c) => c.url === CODE)).toHaveLength(3);
  });

  it('prefills the address typed at an earlier link, asks for both when the link also has a password, and sends the password with the code', async () => {
    localStorage.setItem('bv.viewerEmail', 'mei@fund.sg');
    const api = publicApi({
      [`GET ${PAGE}`]: [(call: Call) => responseWith(200, call.headers['X-Share-Grant'] === GRANT ? openedByEmail : buildSharedPage({ requiresEmail: true, requiresPassword: true, content: null }))],
      [`POST ${CODE}`]: [sharingError(401, 'SHARING.WRONG_PASSWORD', 'Incorrect password'), codeSent()],
      [`POST ${ACCESS}`]: [responseWith(200, { grant: GRANT, expiresAt: inAnHour() })],
    });
    await renderShared();
    expect(await screen.findByText('This content is protected')).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('mei@fund.sg');
    const send = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(passwordField(), { target: { value: 'marina bay' } });
    fireEvent.click(send);
    expect(await screen.findByText('Incorrect password')).toBeTruthy();
    fireEvent.change(passwordField(), { target: { value: 'marina bay sands' } });
    fireEvent.click(send);
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(viewButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Company snapshot' })).toBeTruthy();
    expect(api.calls.filter((c) => c.url === ACCESS).map((c) => c.body)).toEqual([{ email: 'mei@fund.sg', code: '123456', password: 'marina bay sands' }]);
  });

  it('offers the PDF only when the owner allows it, with the grant', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/pdf');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    sessionStorage.setItem(GRANT_KEY, JSON.stringify({ grant: GRANT, expiresAt: inAnHour() }));
    const api = publicApi({
      [`GET ${PAGE}`]: [openWithEmailGrant],
      [`GET ${PAGE}/download.pdf`]: [responseWith(200, '%PDF-1.7', { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="exit-deck-for-buyers.pdf"' })],
    });
    await renderShared();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['exit-deck-for-buyers.pdf']));
    expect(api.calls.find((c) => c.url === `${PAGE}/download.pdf`)?.headers['X-Share-Grant']).toBe(GRANT);
  });

  it('has no download button when downloads are off', async () => {
    publicApi({ [`GET ${PAGE}`]: [responseWith(200, buildSharedPage())] });
    await renderShared();
    await screen.findByRole('heading', { level: 2, name: 'Company snapshot' });
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('reports the time on each slide when the page is hidden', async () => {
    const beacons: { url: string; body: unknown }[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: Blob) => {
        // jsdom's Blob has no text(): read it the old way.
        const reader = new FileReader();
        reader.onload = () => beacons.push({ url, body: JSON.parse(String(reader.result)) });
        reader.readAsText(data);
        return true;
      },
    });
    publicApi({ [`GET ${PAGE}`]: [responseWith(200, buildSharedPage())] });
    await renderShared();
    await screen.findByRole('heading', { level: 2, name: 'Company snapshot' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    fireEvent(document, new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    await waitFor(() => expect(beacons).toHaveLength(1));
    const [beacon] = beacons;
    expect(beacon.url).toBe(`${PAGE}/engagement`);
    expect(beacon.body).toMatchObject({ viewId: buildSharedContent().viewId, sectionCount: 2 });
    expect((beacon.body as { sections: { index: number }[] }).sections.map((s) => s.index)).toEqual([0, 1]);
    // Nothing new to say: no second beacon.
    fireEvent(window, new Event('pagehide'));
    await new Promise((r) => setTimeout(r, 20));
    expect(beacons).toHaveLength(1);
  });
});
