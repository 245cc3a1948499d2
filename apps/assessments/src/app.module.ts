import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, REDIS } from '@bv/service-kit';
import type { AssessmentsConfig } from './config';
import { REPORT_JOB_QUEUE, ReportJobQueue } from './pro/report-job-queue';
import { AccessService } from './access/access.service';
import { AddLeadScoreOnEmailEngagedHandler } from './lead-scoring/add-lead-score-on-email-engaged.handler';
import { LiteService } from './lite/lite.service';
import { PitchPrepExportService } from './pitchprep/pitchprep-export.service';
import { PitchPrepService } from './pitchprep/pitchprep.service';
import { ProAssessmentService } from './pro/pro-assessment.service';
import { ProReportService } from './pro/pro-report.service';

const reportJobQueue = {
  provide: REPORT_JOB_QUEUE,
  inject: [REDIS, CONFIG],
  useFactory: (redis: Redis, config: AssessmentsConfig) =>
    new ReportJobQueue({ redis, prefix: config.REDIS_PREFIX, attempts: config.REPORT_JOB_ATTEMPTS, backoffMs: config.REPORT_JOB_BACKOFF_MS }),
};

@Module({ providers: [reportJobQueue, LiteService, AddLeadScoreOnEmailEngagedHandler, AccessService, ProAssessmentService, ProReportService, PitchPrepService, PitchPrepExportService] })
export class AppModule {}
