import type { ServiceSpec } from '@bv/service-kit';
import { AccessService } from './access/access.service';
import { AiDailyUseEntity } from './access/entities/ai-daily-use.entity';
import { EntitlementEntity } from './access/entities/entitlement.entity';
import { MonthlyUseEntity } from './access/entities/monthly-use.entity';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { ApplyEntitlementOnEntitlementChangedHandler } from './access/apply-entitlement-on-entitlement-changed.handler';
import { AddLeadScoreOnEmailEngagedHandler } from './lead-scoring/add-lead-score-on-email-engaged.handler';
import { LeadScoringHistoryEntity } from './lite/entities/lead-scoring-history.entity';
import { LiteAssessmentLeadEntity } from './lite/entities/lite-assessment-lead.entity';
import { LiteAssessmentEntity } from './lite/entities/lite-assessment.entity';
import { LiteService } from './lite/lite.service';
import { LiteAssessments1763780000000 } from './migrations/1763780000000-lite-assessments';
import { ProAssessments1763810000000 } from './migrations/1763810000000-pro-assessments';
import { PitchPrep1763820000000 } from './migrations/1763820000000-pitchprep';
import { BrandKits1764370000000 } from './migrations/1764370000000-brand-kits';
import { ProPlans1764400000000 } from './migrations/1764400000000-pro-plans';
import { ReportBuyerQuestions1764700000000 } from './migrations/1764700000000-report-buyer-questions';
import { PitchIntakesByUser1765000000000 } from './migrations/1765000000000-pitch-intakes-by-user';
import { PeerResults1764600000000 } from './migrations/1764600000000-peer-results';
import { AddPeerResultOnAssessmentCompletedHandler } from './benchmarks/add-peer-result-on-assessment-completed.handler';
import { PeerResultEntity } from './benchmarks/peer-result.entity';
import { ProPlanEntity } from './pro/plan/pro-plan.entity';
import { ProPlanService } from './pro/plan/pro-plan.service';
import { BrandKitEntity } from './brand-kit/entities/brand-kit.entity';
import { BrandKitService } from './brand-kit/brand-kit.service';
import { ReportGenerations1763900000000 } from './migrations/1763900000000-report-generations';
import { ProReportJobs1763910000000 } from './migrations/1763910000000-pro-report-jobs';
import { AiDailyUses1764320000000 } from './migrations/1764320000000-ai-daily-uses';
import { GenerationRunEntity } from './pitchprep/entities/generation-run.entity';
import { PitchIntakeEntity } from './pitchprep/entities/pitch-intake.entity';
import { PitchPrepOutputEntity, PitchPrepOutputVersionEntity } from './pitchprep/entities/pitchprep-output.entity';
import { PitchPrepExportService } from './pitchprep/pitchprep-export.service';
import { PitchPrepGenerationService } from './pitchprep/pitchprep-generation.service';
import { PitchPrepIntakeService } from './pitchprep/pitchprep-intake.service';
import { PitchPrepOutputsService } from './pitchprep/pitchprep-outputs.service';
import { FaqQuestionsService } from './pitchprep/faq-questions.service';
import { PitchPrepRunsService } from './pitchprep/pitchprep-runs.service';
import { ProAssessmentEntity } from './pro/entities/pro-assessment.entity';
import { ProQuestionBankEntity } from './pro/entities/pro-question-bank.entity';
import { ProReportJobEntity } from './pro/entities/pro-report-job.entity';
import { ProReportEntity } from './pro/entities/pro-report.entity';
import { ProAssessmentService } from './pro/pro-assessment.service';
import { ProReportService } from './pro/pro-report.service';

export const assessmentsService: ServiceSpec<'assessments'> = {
  name: 'assessments',
  configSchema,
  module: AppModule,
  // Report jobs (BullMQ).
  redis: true,
  // The Pro result asks sharing what viewers of the founder's decks lingered on.
  rpcClient: true,
  database: {
    entities: [
      LiteAssessmentEntity,
      LiteAssessmentLeadEntity,
      LeadScoringHistoryEntity,
      ProQuestionBankEntity,
      ProAssessmentEntity,
      ProReportEntity,
      ProReportJobEntity,
      EntitlementEntity,
      MonthlyUseEntity,
      AiDailyUseEntity,
      PitchIntakeEntity,
      GenerationRunEntity,
      PitchPrepOutputEntity,
      PitchPrepOutputVersionEntity,
      BrandKitEntity,
      ProPlanEntity,
      PeerResultEntity,
    ],
    migrations: [LiteAssessments1763780000000, ProAssessments1763810000000, PitchPrep1763820000000, ReportGenerations1763900000000, ProReportJobs1763910000000, AiDailyUses1764320000000, BrandKits1764370000000, ProPlans1764400000000, PeerResults1764600000000, ReportBuyerQuestions1764700000000, PitchIntakesByUser1765000000000],
  },
  rpc: (app) => {
    const pro = app.get(ProAssessmentService);
    const reports = app.get(ProReportService);
    const access = app.get(AccessService);
    const intake = app.get(PitchPrepIntakeService);
    const runs = app.get(PitchPrepRunsService);
    const outputs = app.get(PitchPrepOutputsService);
    const faqQuestions = app.get(FaqQuestionsService);
    const exports = app.get(PitchPrepExportService);
    const brandKits = app.get(BrandKitService);
    const plans = app.get(ProPlanService);
    return {
      'assessments.lite.submit': (request) => app.get(LiteService).submit(request),
      'assessments.lite.discountEligibility': (req) => app.get(LiteService).discountEligibility(req.assessmentId, req.email),
      'assessments.pro.bank': async () => pro.bankView(),
      'assessments.pro.access': (req) => access.access(req.userId, 'exitcheck'),
      'assessments.pro.draft': async (req) => ({ draft: await pro.draft(req.userId) }),
      'assessments.pro.start': (req) => pro.start(req.userId, req.userInfo),
      'assessments.pro.answer': (req) => pro.answer(req.userId, req.assessmentId, req.questionId, req.optionId),
      'assessments.pro.back': (req) => pro.back(req.userId, req.assessmentId),
      'assessments.pro.complete': (req) => pro.complete(req.userId, req.assessmentId),
      'assessments.pro.result': (req) => pro.result(req.userId, req.assessmentId),
      'assessments.pro.history': (req) => pro.history(req.userId),
      'assessments.pro.report.start': (req) => reports.start(req.userId, req.assessmentId),
      'assessments.pro.report.job': (req) => reports.latestJob(req.userId, req.assessmentId),
      'assessments.pro.pdf': (req) => reports.pdf(req.userId, req.assessmentId),
      'assessments.pro.plan': (req) => plans.plan(req.userId),
      'assessments.pro.plan.save': (req) => plans.save(req.userId, { goal: req.goal, targetDate: req.targetDate }),
      'assessments.pro.plan.task': (req) => plans.markTask(req.userId, req.questionId, req.done),
      'assessments.pro.plan.ics': (req) => plans.calendar(req.userId),
      'assessments.pitchprep.access': (req) => access.access(req.userId, 'pitchprep'),
      'assessments.pitchprep.intake': async (req) => ({ draft: await intake.intake(req.userId) }),
      'assessments.pitchprep.saveIntake': (req) => intake.saveIntake(req.userId, req.intake, req.step),
      'assessments.pitchprep.generate': (req) => runs.generate(req.userId, req.intakeId),
      'assessments.pitchprep.run': (req) => runs.run(req.userId, req.runId),
      'assessments.pitchprep.outputs': (req) => outputs.outputs(req.userId),
      'assessments.pitchprep.output': (req) => outputs.output(req.userId, req.outputId),
      'assessments.pitchprep.save': (req) => outputs.save(req.userId, req.outputId, req.baseVersion, req.content, req.title),
      'assessments.pitchprep.restore': (req) => outputs.restore(req.userId, req.outputId, req.version),
      'assessments.pitchprep.delete': (req) => outputs.remove(req.userId, req.outputId),
      'assessments.pitchprep.faq.add': (req) => faqQuestions.add(req.userId, req.track, req.question, req.answer),
      'assessments.pitchprep.export': (req) => exports.export(req.userId, req.outputId, req.format, req.copy),
      'assessments.brandKit.get': (req) => brandKits.get(req.userId),
      'assessments.brandKit.save': (req) => brandKits.save(req.userId, req),
      'assessments.brandKit.setLogo': (req) => brandKits.setLogo(req.userId, req.data),
      'assessments.brandKit.removeLogo': (req) => brandKits.removeLogo(req.userId),
      'assessments.brandKit.logo': (req) => brandKits.logo(req.userId),
    };
  },
  events: (app) => {
    app.get(ProReportService).startWorker();
    app.get(PitchPrepGenerationService).startWorker();
    return {
      'email.engaged': (event, tx) => app.get(AddLeadScoreOnEmailEngagedHandler).handle(event, tx),
      'entitlement.changed': (event, tx) => app.get(ApplyEntitlementOnEntitlementChangedHandler).handle(event, tx),
      'assessment.completed': (event, tx) => app.get(AddPeerResultOnAssessmentCompletedHandler).handle(event, tx),
    };
  },
  // The AI workers drain side by side, so a stop waits for one AI call at most (src/jobs/ai-job-drain.ts).
  onShutdown: async (app) => {
    await Promise.all([app.get(ProReportService).stop(), app.get(PitchPrepGenerationService).stop()]);
  },
};
