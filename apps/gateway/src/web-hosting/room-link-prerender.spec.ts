import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoomLinkDocument, RoomLinkPage } from '@bv/contracts';
import type { RpcClient } from '@bv/messaging';
import type { ServiceLogger } from '@bv/service-kit';
import { RoomLinkPrerender } from './room-link-prerender';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const DOC = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const INDEX = '<html><head></head><body>\n    <div id="root"><div class="skeleton"></div></div>\n  </body></html>';
const OPEN = { room: { name: 'Kopi Cloud </script><script>alert(1)</script>' }, folders: [], sharedBy: {}, gate: { step: null } } as unknown as RoomLinkPage;
const OPENED = { document: { id: DOC, name: 'Accounts.pdf' }, folder: { id: DOC, name: 'Financials' } } as unknown as RoomLinkDocument;

const logger = { error: jest.fn(), warn: jest.fn() } as unknown as ServiceLogger;
const request = (userAgent: string, method = 'GET') => ({ method, headers: { 'user-agent': userAgent }, cookies: {} }) as unknown as FastifyRequest;
const reply = { setCookie: jest.fn() } as unknown as FastifyReply;
const BROWSER = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

function prerender(answers: { open: RoomLinkPage | Error; document?: RoomLinkDocument | Error }) {
  const call = jest.fn(async (route: string) => {
    const answer = route === 'sharing.roomLinks.open' ? answers.open : answers.document;
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  const render = jest.fn((indexHtml: string, token: string, _room: RoomLinkPage, opened: RoomLinkDocument | null, page: number) => ({
    html: `<main>${opened ? `${opened.document.name} p.${page}` : 'index'} for ${token}</main>`,
    head: indexHtml,
  }));
  return { call, render, subject: new RoomLinkPrerender(render, { call } as unknown as RpcClient, true, logger) };
}

const blockOf = (html: string, id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}" data-token="${TOKEN}">(.*?)</script>`).exec(html)![1]);

describe('RoomLinkPrerender', () => {
  it('renders an open link’s index with its answer beside it, asked for as the page would ask', async () => {
    const { call, subject } = prerender({ open: OPEN });
    const html = await subject.page({ token: TOKEN }, undefined, INDEX, request(BROWSER), reply);
    expect(html).toContain(`<div id="root"><main>index for ${TOKEN}</main></div>`);
    // The room's name cannot end the data block.
    expect(html).not.toContain('</script><script>alert');
    expect(blockOf(html!, 'bv-room-link')).toEqual(OPEN);
    expect(html).not.toContain('bv-room-document');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('sharing.roomLinks.open', expect.objectContaining({ token: TOKEN, grant: null }));
  });

  it('renders a document at the page the address asks for (1 when it makes no sense), with both answers', async () => {
    const { call, subject } = prerender({ open: OPEN, document: OPENED });
    const html = await subject.page({ token: TOKEN, documentId: DOC }, 'page=3', INDEX, request(BROWSER), reply);
    expect(html).toContain(`<main>Accounts.pdf p.3 for ${TOKEN}</main>`);
    expect(blockOf(html!, 'bv-room-document')).toEqual(OPENED);
    expect(call).toHaveBeenCalledWith('sharing.roomLinks.document', expect.objectContaining({ token: TOKEN, grant: null, documentId: DOC }));
    expect(await subject.page({ token: TOKEN, documentId: DOC }, 'page=abc', INDEX, request(BROWSER), reply)).toContain('p.1 for');
    expect(await subject.page({ token: TOKEN, documentId: DOC }, 'page=-4', INDEX, request(BROWSER), reply)).toContain('p.1 for');
  });

  it('leaves gated links, dead links, documents out of scope, link previews, the owner\'s preview, signed-in browsers and bad addresses to the page', async () => {
    const gated = prerender({ open: { ...OPEN, gate: { step: 'email' } } as unknown as RoomLinkPage });
    expect(await gated.subject.page({ token: TOKEN }, undefined, INDEX, request(BROWSER), reply)).toBeNull();
    expect(gated.render).not.toHaveBeenCalled();
    const dead = prerender({ open: new Error('SHARING.LINK_INVALID') });
    expect(await dead.subject.page({ token: TOKEN }, undefined, INDEX, request(BROWSER), reply)).toBeNull();
    const outOfScope = prerender({ open: OPEN, document: new Error('SHARING.DOCUMENT_NOT_FOUND') });
    expect(await outOfScope.subject.page({ token: TOKEN, documentId: DOC }, undefined, INDEX, request(BROWSER), reply)).toBeNull();

    const { call, subject } = prerender({ open: OPEN });
    expect(await subject.page({ token: TOKEN }, undefined, INDEX, request('WhatsApp/2.23.20.0'), reply)).toBeNull();
    expect(await subject.page({ token: TOKEN }, undefined, INDEX, request(BROWSER, 'HEAD'), reply)).toBeNull();
    expect(await subject.page({ token: TOKEN }, 'preview', INDEX, request(BROWSER), reply)).toBeNull();
    // A browser someone is signed in on: the page asks with their session instead.
    const signedIn = { ...request(BROWSER), cookies: { '__Host-bv_refresh': 'r' } } as unknown as FastifyRequest;
    expect(await subject.page({ token: TOKEN }, undefined, INDEX, signedIn, reply)).toBeNull();
    expect(await subject.page({ token: 'not a token' }, undefined, INDEX, request(BROWSER), reply)).toBeNull();
    expect(await subject.page({ token: TOKEN, documentId: 'not-a-uuid' }, undefined, INDEX, request(BROWSER), reply)).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('leaves the page to the browser when the render fails, and says so in the log', async () => {
    const { subject, render } = prerender({ open: OPEN });
    render.mockImplementation(() => {
      throw new Error('render broke');
    });
    expect(await subject.page({ token: TOKEN }, undefined, INDEX, request(BROWSER), reply)).toBeNull();
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.stringContaining('room link'));
  });
});
