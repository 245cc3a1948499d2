import type { ServiceSpec } from '@bv/service-kit';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { MessagingTables1763780200000 } from './migrations/1763780200000-messaging-tables';

export const sharingService: ServiceSpec<'sharing'> = {
  name: 'sharing',
  configSchema,
  module: AppModule,
  database: { entities: [], migrations: [MessagingTables1763780200000] },
};
