import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { platformErrors } from '@bv/contracts';
import type { FlagsSnapshotService } from '../flags/flags-snapshot.service';
import { routedPath } from './routed-path';

const RESOURCES_PREFIX = '/resources/';

/**
 * The landing page's sample downloads (docs/product-rules.md, "Landing page and site pages"; flag sample_deliverables) are served only while
 * the flag is on: hiding the links alone would leave the files one guessable URL away. The
 * gateway serves these files, so the gate is its own; it reads the flag from the gateway's
 * snapshot (no RPC per download).
 */
export function registerSampleDownloadsGate(app: NestFastifyApplication, flags: Pick<FlagsSnapshotService, 'current'>): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      if (!routedPath(request).startsWith(RESOURCES_PREFIX)) return;
      const { flags: current } = await flags.current();
      if (current.sample_deliverables === true) return;
      await reply.code(404).header('cache-control', 'no-store').send({ error: { code: platformErrors.SAMPLES_UNAVAILABLE.code, message: platformErrors.SAMPLES_UNAVAILABLE.message } });
    });
}
