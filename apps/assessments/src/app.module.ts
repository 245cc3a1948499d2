import { Module } from '@nestjs/common';
import { AddLeadScoreOnEmailEngagedHandler } from './lead-scoring/add-lead-score-on-email-engaged.handler';
import { LiteService } from './lite/lite.service';

@Module({ providers: [LiteService, AddLeadScoreOnEmailEngagedHandler] })
export class AppModule {}
