import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { appError, flagsErrors, type FlagsSnapshot } from '@bv/contracts';
import { DATA_SOURCE } from '@bv/service-kit';
import { LaunchPhaseEntity } from './entities/launch-phase.entity';

@Injectable()
export class PhasesService {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The active phase's flags, as every visitor's browser loads them at start. */
  async current(): Promise<FlagsSnapshot> {
    const phase = await this.dataSource.getRepository(LaunchPhaseEntity).findOneBy({ isActive: true });
    if (!phase) throw appError(flagsErrors.NO_ACTIVE_PHASE);
    return { phaseId: phase.id, phaseName: phase.name, flags: phase.featureFlags, version: phase.version };
  }
}
