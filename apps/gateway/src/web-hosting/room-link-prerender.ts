import type { FastifyReply, FastifyRequest } from 'fastify';
import { shareTokenSchema, type RoomLinkDocument, type RoomLinkPage } from '@bv/contracts';
import type { RpcClient } from '@bv/messaging';
import type { ServiceLogger } from '@bv/service-kit';
import { z } from 'zod';
import { readRefreshCookie } from '../auth/refresh-cookie';
import { isPeek, viewerOf } from '../sharing/share-links';
import { visitorOf } from '../sharing/visitor-cookie';
import { withRootContent } from './root-content';
import { dataBlock, type ServerBundle } from './server-bundle';

/** The web app's server-side render of a room link's page (apps/web/src/prerender/server-entry.tsx). */
export type RenderRoomLinkPage = (indexHtml: string, token: string, answer: RoomLinkPage, opened: RoomLinkDocument | null, page: number) => { html: string; head: string };

/** The ids of the data blocks the web app reads the answers from (apps/web/src/room-link/room-link-queries.ts). */
export const ROOM_ANSWER_ID = 'bv-room-link';
export const ROOM_DOCUMENT_ANSWER_ID = 'bv-room-document';

export function roomLinkRender(bundle: ServerBundle | null): RenderRoomLinkPage | null {
  if (!bundle || typeof bundle.roomLinkPage !== 'function' || typeof bundle.withPageHead !== 'function') return null;
  const { roomLinkPage, withPageHead } = bundle;
  return (indexHtml, token, answer, opened, page) => {
    const rendered = roomLinkPage(token, answer, opened, page);
    return { html: rendered.html, head: withPageHead(indexHtml, rendered) };
  };
}

const documentIdSchema = z.uuid();

/**
 * A room link's index or document page with its first screen in the HTML, as a shared link's
 * (shared-page-prerender.ts): the gateway asks sharing exactly as the page's own requests would
 * (same visitor cookie, so the visit and the document view are counted once, here), renders the
 * page with the web app's components and hands the answers to it so it does not ask again. A link
 * with a gate step left (a verified e-mail, an agreement) is left to the page: a visitor who
 * passed it keeps the grant in the tab, where the gateway cannot see it. Anything unexpected also
 * leaves the plain page, which asks and shows the error itself.
 */
export class RoomLinkPrerender {
  constructor(
    private readonly render: RenderRoomLinkPage | null,
    private readonly rpc: RpcClient,
    private readonly cookieSecure: boolean,
    private readonly logger: ServiceLogger,
  ) {}

  /** `params`: the routed token and, on a document's page, its id; `query`: the request's query string. */
  async page(params: { token?: string; documentId?: string }, query: string | undefined, indexHtml: string, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const { token = '', documentId } = params;
    if (!this.render || !shareTokenSchema.safeParse(token).success) return null;
    if (documentId !== undefined && !documentIdSchema.safeParse(documentId).success) return null;
    // HEAD, prefetch and link previews get the plain page: no visit, no render. So does a browser
    // someone is signed in on (its refresh cookie comes along): the founder's own visits send their
    // session from the page, and the server leaves them uncounted.
    const search = new URLSearchParams(query ?? '');
    if (isPeek(request) || search.has('preview') || readRefreshCookie(request, this.cookieSecure)) return null;
    const visit = { token, grant: null, viewer: viewerOf(request), visitorId: visitorOf(request, reply, this.cookieSecure) };
    let answer: RoomLinkPage;
    let opened: RoomLinkDocument | null = null;
    try {
      answer = await this.rpc.call('sharing.roomLinks.open', visit);
      if (answer.gate.step) return null;
      if (documentId) opened = await this.rpc.call('sharing.roomLinks.document', { ...visit, documentId });
    } catch {
      return null;
    }
    const page = Math.min(Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1), 500);
    try {
      const { html, head } = this.render(indexHtml, token, answer, opened, page);
      const blocks = dataBlock(ROOM_ANSWER_ID, token, answer) + (opened ? dataBlock(ROOM_DOCUMENT_ANSWER_ID, token, opened) : '');
      return withRootContent(head, html, blocks);
    } catch (err) {
      this.logger.error({ err }, 'rendering a room link on the server failed; the browser renders it');
      return null;
    }
  }
}
