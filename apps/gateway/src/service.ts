import type { ServiceSpec } from '@bv/service-kit';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { configureGatewayHttp } from './http/configure-http';
import { RealtimeService } from './realtime/realtime.service';

export const gatewayService: ServiceSpec<'gateway'> = {
  name: 'gateway',
  configSchema,
  module: AppModule,
  redis: true,
  rpcClient: true,
  configureHttp: configureGatewayHttp,
  subscriptions: (app) => {
    const realtime = app.get(RealtimeService);
    return { 'flags.changed': async (event) => realtime.pushFlagsChanged(event.payload) };
  },
};
