import { All, Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError, platformErrors } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG, LOGGER, type ServiceLogger } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { routedPath } from '../http/routed-path';
import { forbiddenPage, judgeAdminPage } from './admin-pages';
import { htmlCompressor } from './compressed-html';
import { SERVED_PAGES, type ServedPages } from './served-pages';
import { RoomLinkPrerender, roomLinkRender } from './room-link-prerender';
import { loadServerBundle } from './server-bundle';
import { SharedPagePrerender, sharedPageRender } from './shared-page-prerender';

/**
 * History fallback for the single-page app: any GET that is not an API route, a health
 * probe or a built file gets the page the build made for its path (served-pages), else the
 * app's shell (also under /admin-preview). Unknown API paths get the JSON 404 instead.
 */
@ApiExcludeController()
@Controller()
export class WebAppController {
  private readonly compress = htmlCompressor();
  private readonly sharedPages: SharedPagePrerender;
  private readonly roomPages: RoomLinkPrerender;

  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(SERVED_PAGES) private readonly pages: ServedPages,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) logger: ServiceLogger,
  ) {
    const bundle = loadServerBundle(config.WEB_SERVER_DIR, logger);
    this.sharedPages = new SharedPagePrerender(sharedPageRender(bundle), rpc, config.COOKIE_SECURE, logger);
    this.roomPages = new RoomLinkPrerender(roomLinkRender(bundle), rpc, config.COOKIE_SECURE, logger);
  }

  @All('api/*')
  unknownApiRoute(): never {
    throw appError(platformErrors.NOT_FOUND);
  }

  @Get(['/', '*'])
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.pages.built) throw appError(platformErrors.WEB_NOT_BUILT);
    const verdict = await judgeAdminPage(request, this.rpc, this.config.COOKIE_SECURE);
    void reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (verdict === 'sign-in') {
      void reply.header('cache-control', 'no-store').redirect(`/auth?returnTo=${encodeURIComponent(request.url)}`, 302);
      return;
    }
    const query = request.url.split('?')[1];
    const page = this.pages.pageFor(routedPath(request), query);
    if (verdict === 'forbidden') {
      void reply.header('cache-control', 'no-store').status(403);
      this.sendHtml(request, reply, forbiddenPage(page.html));
      return;
    }
    const sharePage = page.name === 'shared-link' || page.name === 'room-link' || page.name === 'room-document';
    const shared =
      page.name === 'shared-link'
        ? await this.sharedPages.page(page.params.token, page.html, request, reply)
        : page.name === 'room-link' || page.name === 'room-document'
          ? await this.roomPages.page(page.params, query, page.html, request, reply)
          : null;
    // A share page is this visitor's (rendered for them, or the plain page of a gated link that still
    // set their visitor cookie): no cache may keep it and hand it, or the cookie, to the next visitor.
    if (sharePage) void reply.header('cache-control', 'no-store');
    this.sendHtml(request, reply, shared ?? page.html, shared ? 'once' : 'kept');
  }

  /** `kept`: one of the few fixed pages, compressed once and kept; `once`: a page rendered for this request. */
  private sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, kind: 'kept' | 'once' = 'kept'): void {
    const { body, encoding } = this.compress(html, request.headers['accept-encoding'], kind);
    if (encoding) void reply.header('content-encoding', encoding);
    void reply.send(body);
  }
}
