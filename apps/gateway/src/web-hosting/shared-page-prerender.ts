import type { FastifyReply, FastifyRequest } from 'fastify';
import { shareTokenSchema, type SharedPage } from '@bv/contracts';
import type { RpcClient } from '@bv/messaging';
import type { ServiceLogger } from '@bv/service-kit';
import { isPeek, viewerOf } from '../sharing/share-links';
import { visitorOf } from '../sharing/visitor-cookie';
import { withRootContent } from './root-content';
import { dataBlock, type ServerBundle } from './server-bundle';

/** The web app's server-side render of a shared link's page (apps/web/src/prerender/server-entry.tsx). */
export type RenderSharedPage = (indexHtml: string, token: string, answer: SharedPage) => { html: string; head: string };

/** The id of the data block the web app reads the answer from (apps/web/src/sharing/shared-page-query.ts). */
export const SHARED_PAGE_DATA_ID = 'bv-shared-page';

export function sharedPageRender(bundle: ServerBundle | null): RenderSharedPage | null {
  if (!bundle || typeof bundle.sharedPage !== 'function' || typeof bundle.withPageHead !== 'function') return null;
  const { sharedPage, withPageHead } = bundle;
  return (indexHtml, token, answer) => {
    const page = sharedPage(token, answer);
    return { html: page.html, head: withPageHead(indexHtml, page) };
  };
}

/** The answer as a data block the page reads instead of asking again. */
export const sharedPageData = (token: string, answer: SharedPage): string => dataBlock(SHARED_PAGE_DATA_ID, token, answer);

/**
 * A shared link's page with its first screen in the HTML: the gateway asks sharing for the link
 * exactly as the page's own GET /api/v1/shared/:token would (same visitor cookie, so the view is
 * counted once, here, and its id comes along), renders the page with the web app's components,
 * and hands the answer to the page so it does not ask again. A gated link is left to the page:
 * a visitor who passed the gate keeps the grant in the tab, where the gateway cannot see it, and
 * would see the gate flash before the content. Anything unexpected (a dead link, sharing
 * unavailable, a render error) also leaves the plain page, which asks and shows the error
 * itself: never a failed page load.
 */
export class SharedPagePrerender {
  constructor(
    private readonly render: RenderSharedPage | null,
    private readonly rpc: RpcClient,
    private readonly cookieSecure: boolean,
    private readonly logger: ServiceLogger,
  ) {}

  /** `token`: the link's token as routed (decoded); `indexHtml`: the page's plain HTML. */
  async page(token: string, indexHtml: string, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    if (!this.render || !shareTokenSchema.safeParse(token).success) return null;
    // HEAD, prefetch and bots get the plain page: no view, no render (isPeek).
    if (isPeek(request)) return null;
    let answer: SharedPage;
    try {
      answer = await this.rpc.call('sharing.public.open', { token, grant: null, viewer: viewerOf(request), visitorId: visitorOf(request, reply, this.cookieSecure) });
    } catch {
      return null;
    }
    if (!answer.content) return null;
    try {
      const { html, head } = this.render(indexHtml, token, answer);
      return withRootContent(head, html, sharedPageData(token, answer));
    } catch (err) {
      this.logger.error({ err }, 'rendering a shared link on the server failed; the browser renders it');
      return null;
    }
  }
}
