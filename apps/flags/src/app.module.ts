import { Module } from '@nestjs/common';
import { PhasesService } from './phases/phases.service';

@Module({ providers: [PhasesService] })
export class AppModule {}
