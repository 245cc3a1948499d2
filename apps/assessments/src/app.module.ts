import { Module } from '@nestjs/common';
import { AccessService } from './access/access.service';
import { AddLeadScoreOnEmailEngagedHandler } from './lead-scoring/add-lead-score-on-email-engaged.handler';
import { LiteService } from './lite/lite.service';
import { PitchPrepExportService } from './pitchprep/pitchprep-export.service';
import { PitchPrepService } from './pitchprep/pitchprep.service';
import { ProAssessmentService } from './pro/pro-assessment.service';
import { ProReportService } from './pro/pro-report.service';

@Module({ providers: [LiteService, AddLeadScoreOnEmailEngagedHandler, AccessService, ProAssessmentService, ProReportService, PitchPrepService, PitchPrepExportService] })
export class AppModule {}
