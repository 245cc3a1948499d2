import type { ServiceSpec } from '@bv/service-kit';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { configureGatewayHttp } from './http/configure-http';

export const gatewayService: ServiceSpec<'gateway'> = {
  name: 'gateway',
  configSchema,
  module: AppModule,
  redis: true,
  rpcClient: true,
  configureHttp: configureGatewayHttp,
};
