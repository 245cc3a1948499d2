import { Module } from '@nestjs/common';
import { aiJobQueues } from './jobs/ai-job-queues';
import { AccessService } from './access/access.service';
import { ApplyEntitlementOnEntitlementChangedHandler } from './access/apply-entitlement-on-entitlement-changed.handler';
import { BrandKitService } from './brand-kit/brand-kit.service';
import { ProPlanService } from './pro/plan/pro-plan.service';
import { AddPeerResultOnAssessmentCompletedHandler } from './benchmarks/add-peer-result-on-assessment-completed.handler';
import { PeerBenchmarkService } from './benchmarks/peer-benchmark.service';
import { AddLeadScoreOnEmailEngagedHandler } from './lead-scoring/add-lead-score-on-email-engaged.handler';
import { LiteService } from './lite/lite.service';
import { PitchPrepExportService } from './pitchprep/pitchprep-export.service';
import { PitchPrepGenerationService } from './pitchprep/pitchprep-generation.service';
import { PitchPrepIntakeService } from './pitchprep/pitchprep-intake.service';
import { PitchPrepOutputsService } from './pitchprep/pitchprep-outputs.service';
import { FaqQuestionsService } from './pitchprep/faq-questions.service';
import { PitchPrepRunsService } from './pitchprep/pitchprep-runs.service';
import { ProAssessmentService } from './pro/pro-assessment.service';
import { ViewerAttention } from './pro/viewer-attention';
import { ProReportService } from './pro/pro-report.service';

@Module({ providers: [...aiJobQueues, LiteService, AddLeadScoreOnEmailEngagedHandler, ApplyEntitlementOnEntitlementChangedHandler, AccessService, ProAssessmentService, ViewerAttention, ProReportService, PitchPrepGenerationService, PitchPrepIntakeService, PitchPrepRunsService, PitchPrepOutputsService, FaqQuestionsService, PitchPrepExportService, BrandKitService, ProPlanService, AddPeerResultOnAssessmentCompletedHandler, PeerBenchmarkService] })
export class AppModule {}
