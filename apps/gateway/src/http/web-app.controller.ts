import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { All, Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppError } from '@bv/contracts';
import { CONFIG } from '@bv/service-kit';
import type { GatewayConfig } from '../config';

/**
 * History fallback for the single-page app: any GET that is not an API route, a health
 * probe or a built file gets index.html (also under /admin-preview). Unknown API paths
 * get the JSON 404 instead.
 */
@ApiExcludeController()
@Controller()
export class WebAppController {
  private readonly indexHtml?: string;

  constructor(@Inject(CONFIG) config: GatewayConfig) {
    const index = join(config.WEB_DIST_DIR, 'index.html');
    this.indexHtml = existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  }

  @All('api/*')
  unknownApiRoute(): never {
    throw new AppError('not_found', 'NOT_FOUND', 'Not found');
  }

  @Get(['/', '*'])
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  page(): string {
    if (!this.indexHtml) throw new AppError('unavailable', 'WEB.NOT_BUILT', 'The web app has not been built. Run `npm run build`.');
    return this.indexHtml;
  }
}
