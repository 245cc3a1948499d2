import type { ServiceSpec } from '@bv/service-kit';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { ConversionWorkerService } from './conversion-worker.service';

/**
 * The document converter (docs/architecture-notes.md, "Document conversion"): LibreOffice and
 * poppler behind a BullMQ worker. No database and no broker: Redis and the object store only,
 * so it scales on its queue's depth and can be restarted without touching room data.
 */
export const converterService: ServiceSpec<'converter'> = {
  name: 'converter',
  configSchema,
  module: AppModule,
  redis: true,
  broker: false,
  onShutdown: (app) => app.get(ConversionWorkerService).stop(),
};
