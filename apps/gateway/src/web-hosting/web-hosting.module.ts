import { Module } from '@nestjs/common';
import { CONFIG } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { loadServedPages, SERVED_PAGES } from './served-pages';
import { WebAppController } from './web-app.controller';

/**
 * Everything the gateway serves that is a page rather than an API answer: the web build's pages
 * from its manifest (served-pages), the landing and shared-link first screens, compressed HTML,
 * the admin pages' gate and the e-mail link pages' markup (email-pages). The built files
 * themselves are served by static-files, registered with the other HTTP plugins. Its
 * controller's catch-all routes never shadow an API route: the router prefers specific ones.
 */
@Module({
  controllers: [WebAppController],
  providers: [{ provide: SERVED_PAGES, useFactory: (config: GatewayConfig) => loadServedPages(config.WEB_DIST_DIR), inject: [CONFIG] }],
  exports: [SERVED_PAGES],
})
export class WebHostingModule {}
