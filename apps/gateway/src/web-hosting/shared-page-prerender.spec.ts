import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedPage } from '@bv/contracts';
import type { RpcClient } from '@bv/messaging';
import type { ServiceLogger } from '@bv/service-kit';
import { SharedPagePrerender, sharedPageData } from './shared-page-prerender';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const INDEX = '<html><head></head><body>\n    <div id="root"><div class="skeleton"></div></div>\n  </body></html>';
const OPEN: SharedPage = {
  title: 'Deck </script><script>alert(1)</script>',
  description: null,
  requiresPassword: false,
  requiresEmail: false,
  expiresAt: null,
  content: { title: 'Deck', outputTitle: 'Deck', description: null, outputType: 'pitch_deck', content: { slides: [] }, viewId: 'view-1', allowDownload: false },
} as unknown as SharedPage;

const logger = { error: jest.fn(), warn: jest.fn() } as unknown as ServiceLogger;
const request = (userAgent: string, extra: { method?: string; headers?: Record<string, string> } = {}) =>
  ({ method: extra.method ?? 'GET', headers: { 'user-agent': userAgent, ...extra.headers }, cookies: {} }) as unknown as FastifyRequest;
const reply = { setCookie: jest.fn() } as unknown as FastifyReply;
const BROWSER = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

function prerender(answer: SharedPage | Error) {
  const call = jest.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const render = jest.fn((indexHtml: string, token: string, page: SharedPage) => ({ html: `<main>${page.content ? 'slides' : 'gate'} for ${token}</main>`, head: indexHtml }));
  return { call, render, subject: new SharedPagePrerender(render, { call } as unknown as RpcClient, true, logger) };
}

describe('SharedPagePrerender', () => {
  it('renders an open link with the answer beside it, asked for as the page would ask', async () => {
    const { call, subject } = prerender(OPEN);
    const html = await subject.page(TOKEN, INDEX, request(BROWSER), reply);
    expect(html).toContain(`<div id="root"><main>slides for ${TOKEN}</main></div>`);
    expect(html).toContain(`<script type="application/json" id="bv-shared-page" data-token="${TOKEN}">`);
    expect(call).toHaveBeenCalledWith('sharing.public.open', expect.objectContaining({ token: TOKEN, grant: null }));
  });

  it('leaves gated links, dead links, link previews and other paths to the page', async () => {
    const gated = prerender({ ...OPEN, content: null, requiresPassword: true });
    expect(await gated.subject.page(TOKEN, INDEX, request(BROWSER), reply)).toBeNull();
    const dead = prerender(new Error('SHARING.LINK_INVALID'));
    expect(await dead.subject.page(TOKEN, INDEX, request(BROWSER), reply)).toBeNull();

    const { call, subject } = prerender(OPEN);
    for (const agent of ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'WhatsApp/2.23.20.0', 'facebookexternalhit/1.1', 'TelegramBot (like TwitterBot)', 'Mozilla/5.0 (compatible; Googlebot/2.1)']) {
      expect(await subject.page(TOKEN, INDEX, request(agent), reply)).toBeNull();
    }
    expect(await subject.page('not a token', INDEX, request(BROWSER), reply)).toBeNull();
    expect(await subject.page(`${TOKEN}/extra`, INDEX, request(BROWSER), reply)).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('neither asks (a counted view) nor renders for HEAD, a prefetch or a prerender', async () => {
    const { call, render, subject } = prerender(OPEN);
    const peeks = [
      request(BROWSER, { method: 'HEAD' }),
      request(BROWSER, { headers: { 'sec-purpose': 'prefetch' } }),
      request(BROWSER, { headers: { 'sec-purpose': 'prefetch;prerender' } }),
      request(BROWSER, { headers: { purpose: 'prefetch' } }),
      request(BROWSER, { headers: { 'x-moz': 'prefetch' } }),
      request('curl/8.5.0'),
    ];
    for (const peek of peeks) expect(await subject.page(TOKEN, INDEX, peek, reply)).toBeNull();
    expect(call).not.toHaveBeenCalled();
    expect(render).not.toHaveBeenCalled();
  });

  it('writes the answer so that its text cannot end the data block', () => {
    const block = sharedPageData(TOKEN, OPEN);
    expect(block).not.toContain('</script><script>');
    expect(JSON.parse(/>(\{.*\})<\/script>/.exec(block)![1])).toEqual(OPEN);
  });
});
