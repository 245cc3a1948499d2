import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { All, Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { forbiddenPage, judgeAdminPage } from './admin-pages';
import { htmlCompressor } from './compressed-html';
import { pageIndexes, type ViteManifest } from './page-preloads';

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

  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    private readonly rpc: RpcClient,
  ) {
    const index = join(config.WEB_DIST_DIR, 'index.html');
    this.indexHtml = existsSync(index) ? readFileSync(index, 'utf8') : undefined;
    const manifestFile = join(config.WEB_DIST_DIR, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : null;
    const landing = join(config.WEB_DIST_DIR, 'landing.html');
    this.indexFor = pageIndexes(this.indexHtml ?? '', manifest, existsSync(landing) ? readFileSync(landing, 'utf8') : undefined);
  }

  @All('api/*')
  unknownApiRoute(): never {
    throw new AppError('not_found', 'NOT_FOUND', 'Not found');
  }

  @Get(['/', '*'])
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.indexHtml) throw new AppError('unavailable', 'WEB.NOT_BUILT', 'The web app has not been built. Run `npm run build`.');
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
    this.sendHtml(request, reply, this.indexFor(request.url));
  }

  private sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): void {
    const { body, encoding } = this.compress(html, request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    void reply.send(body);
  }
}
