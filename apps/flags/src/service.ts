import type { ServiceSpec } from '@bv/service-kit';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { LaunchPhases1763780300000 } from './migrations/1763780300000-launch-phases';
import { LaunchPhaseEntity } from './phases/entities/launch-phase.entity';
import { PhasesService } from './phases/phases.service';

export const flagsService: ServiceSpec<'flags'> = {
  name: 'flags',
  configSchema,
  module: AppModule,
  database: { entities: [LaunchPhaseEntity], migrations: [LaunchPhases1763780300000] },
  rpc: (app) => ({ 'flags.current': () => app.get(PhasesService).current() }),
};
