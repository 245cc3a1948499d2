import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from '@bv/messaging';

/** Serves the built web app's files; hashed assets are cached for a year. */
export async function registerStaticFiles(app: NestFastifyApplication, root: string, logger: Logger): Promise<void> {
  if (!existsSync(root)) {
    logger.warn({ root }, 'web app build not found; pages will answer 503 until it is built');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    // The web build writes .br and .gz next to each text asset (apps/web/vite.config.mts); send those when the browser accepts them.
    preCompressed: true,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
}
