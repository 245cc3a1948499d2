import { Module } from '@nestjs/common';
import { PhaseAdminService } from './phases/phase-admin.service';
import { PhasesService } from './phases/phases.service';

@Module({ providers: [PhasesService, PhaseAdminService] })
export class AppModule {}
