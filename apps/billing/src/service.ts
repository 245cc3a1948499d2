import type { ServiceSpec } from '@bv/service-kit';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { MessagingTables1763780200000 } from './migrations/1763780200000-messaging-tables';

export const billingService: ServiceSpec<'billing'> = {
  name: 'billing',
  configSchema,
  module: AppModule,
  database: { entities: [], migrations: [MessagingTables1763780200000] },
};
