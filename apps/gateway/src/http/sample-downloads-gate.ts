import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { platformErrors } from '@bv/contracts';
import type { RpcClient } from '@bv/messaging';
import { routedPath } from './routed-path';

const RESOURCES_PREFIX = '/resources/';

/**
 * The landing page's sample downloads (spec §2, flag sample_deliverables) are served only while
 * the flag is on: hiding the links alone would leave the files one guessable URL away.
 */
export function registerSampleDownloadsGate(app: NestFastifyApplication, rpc: RpcClient): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      if (!routedPath(request).startsWith(RESOURCES_PREFIX)) return;
      const { flags } = await rpc.call('flags.current', {});
      if (flags.sample_deliverables === true) return;
      await reply.code(404).header('cache-control', 'no-store').send({ error: { code: platformErrors.SAMPLES_UNAVAILABLE.code, message: platformErrors.SAMPLES_UNAVAILABLE.message } });
    });
}
