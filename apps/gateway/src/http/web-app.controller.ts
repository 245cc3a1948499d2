import { All, Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError, platformErrors } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG, LOGGER, type ServiceLogger } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { loadSharedPageRender, SharedPagePrerender } from '../sharing/shared-page-prerender';
import { forbiddenPage, judgeAdminPage } from './admin-pages';
import { BUILT_PAGES, type BuiltPages } from './built-pages';
import { htmlCompressor } from './compressed-html';

/**
 * History fallback for the single-page app: any GET that is not an API route, a health
 * probe or a built file gets index.html (also under /admin-preview). Unknown API paths
 * get the JSON 404 instead.
 */
@ApiExcludeController()
@Controller()
export class WebAppController {
  private readonly indexHtml?: string;
  /** index.html with the preloads of the page a path opens (see page-preloads). */
  private readonly indexFor: (url: string) => string;
  private readonly compress = htmlCompressor();
  private readonly sharedPages: SharedPagePrerender;

  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(BUILT_PAGES) pages: BuiltPages,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) logger: ServiceLogger,
  ) {
    this.indexHtml = pages.indexHtml;
    this.indexFor = pages.indexFor;
    this.sharedPages = new SharedPagePrerender(loadSharedPageRender(config.WEB_SERVER_DIR, logger), rpc, config.COOKIE_SECURE, logger);
  }

  @All('api/*')
  unknownApiRoute(): never {
    throw appError(platformErrors.NOT_FOUND);
  }

  @Get(['/', '*'])
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.indexHtml) throw appError(platformErrors.WEB_NOT_BUILT);
    const verdict = await judgeAdminPage(request, this.rpc, this.config.COOKIE_SECURE);
    void reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (verdict === 'sign-in') {
      void reply.header('cache-control', 'no-store').redirect(`/auth?returnTo=${encodeURIComponent(request.url)}`, 302);
      return;
    }
    if (verdict === 'forbidden') {
      void reply.header('cache-control', 'no-store').status(403);
      this.sendHtml(request, reply, forbiddenPage(this.indexFor(request.url)));
      return;
    }
    const page = this.indexFor(request.url);
    // The path as routed (the router decoded it).
    const routed = (request.params as { '*'?: string })['*'] ?? '';
    const shared = await this.sharedPages.page(routed, page, request, reply);
    if (shared) void reply.header('cache-control', 'no-store');
    this.sendHtml(request, reply, shared ?? page, shared ? 'once' : 'kept');
  }

  /** `kept`: one of the few fixed pages, compressed once and kept; `once`: a page rendered for this request. */
  private sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, kind: 'kept' | 'once' = 'kept'): void {
    const { body, encoding } = this.compress(html, request.headers['accept-encoding'], kind);
    if (encoding) void reply.header('content-encoding', encoding);
    void reply.send(body);
  }
}
