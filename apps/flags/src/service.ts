import type { ServiceSpec } from '@bv/service-kit';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { LaunchPhases1763780300000 } from './migrations/1763780300000-launch-phases';
import { FlagAudit1763790300000 } from './migrations/1763790300000-flag-audit';
import { DataRoomsFlag1764500000000 } from './migrations/1764500000000-data-rooms-flag';
import { FlagAuditEntity } from './phases/entities/flag-audit.entity';
import { PhaseAdminService } from './phases/phase-admin.service';
import { LaunchPhaseEntity } from './phases/entities/launch-phase.entity';
import { PhasesService } from './phases/phases.service';

export const flagsService: ServiceSpec<'flags'> = {
  name: 'flags',
  configSchema,
  module: AppModule,
  database: { entities: [LaunchPhaseEntity, FlagAuditEntity], migrations: [LaunchPhases1763780300000, FlagAudit1763790300000, DataRoomsFlag1764500000000] },
  rpc: (app) => {
    const phases = app.get(PhasesService);
    const admin = app.get(PhaseAdminService);
    return {
      'flags.current': () => phases.current(),
      'flags.update': (req) => admin.updateFlags(req.actorId, req.flags),
      'flags.phases.list': () => admin.phases(),
      'flags.phases.activate': (req) => admin.activatePhase(req.actorId, req.phaseId),
      'flags.audit.list': (req) => admin.auditLog(req.limit),
    };
  },
};
