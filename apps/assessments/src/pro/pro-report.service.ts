import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import { AppError, appError, assessmentsErrors, type ProReportJob } from '@bv/contracts';
import { likelyBuyerQuestions, type ProQuestionBank, type ProReportFacts } from '@bv/domain';
import { PRO_REPORT_TITLE, renderProReportPdf } from '@bv/exports';
import { CONFIG, DATA_SOURCE, LOGGER, RowJobQueue, UNIT_OF_WORK, type RowJob, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import { AccessService } from '../access/access.service';
import type { AssessmentsConfig } from '../config';
import { REPORT_JOB_QUEUE } from '../jobs/ai-job-queues';
import { ProAssessmentEntity } from './entities/pro-assessment.entity';
import { ProReportJobEntity } from './entities/pro-report-job.entity';
import { ProReportEntity } from './entities/pro-report.entity';
import { ProAssessmentService } from './pro-assessment.service';
import { writeDeterministicReport } from './report/deterministic-report';
import { chooseAiWriter, isTransientAiError, writesWithProvider } from '../ai/openai-json';
import { writeOpenAiReport } from './report/openai-report';
import { adviceSafeReport, checkReportDraft, type ReportDraft } from './report/report-checks';
import { proReportFilename } from './report/report-filename';
import { reportFactsOf } from './report/report-input';
import { announceReportChanged } from './report/report-changed';


/**
 * generate-assessment-report (docs/product-rules.md, "ExitCheck Pro"): with OPENAI_API_KEY the model writes it (structured
 * output); without, a deterministic writer does (`aiGenerated: false`). The AI may take a minute,
 * so a request starts a durable job (BullMQ, one row per request) and answers at once; the page
 * polls the job. A job survives a restart (another worker takes it over), retries transient AI
 * failures with backoff, and counts against the assessment's allowance once per request.
 */
@Injectable()
export class ProReportService {
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: AssessmentsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    @Inject(REPORT_JOB_QUEUE) private readonly queue: RowJobQueue,
    private readonly assessments: ProAssessmentService,
    private readonly access: AccessService,
  ) {}

  startWorker(): void {
    this.queue.startWorker((jobId, job) => this.process(jobId, job));
    this.sweeper = setInterval(() => void this.requeueLost().catch(() => undefined), this.config.AI_JOB_SWEEP_MS);
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.queue.close();
  }

  /**
   * Starts a report job, or answers the one already queued or writing for this assessment. An
   * AI-written report also takes one of the plan's AI runs of the day (docs/product-rules.md,
   * "AI generation limits"), under the user's entitlement lock, taken after the assessment's.
   */
  async start(userId: string, assessmentId: string): Promise<ProReportJob> {
    const job = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const assessment = await manager.findOne(ProAssessmentEntity, { where: { id: assessmentId, userId, status: 'completed' }, lock: { mode: 'pessimistic_write' } });
      if (!assessment) throw appError(assessmentsErrors.PRO_NOT_FOUND);
      const active = await manager.findOne(ProReportJobEntity, { where: { assessmentId, status: In(['queued', 'writing']) } });
      if (active) return active;
      await this.reserveGeneration(manager, userId, assessmentId);
      const id = randomUUID();
      if (writesWithProvider(this.config)) {
        await this.access.lockForUse(manager, userId);
        await this.access.takeDailyAiRun(manager, userId, id, 'pro_report');
      }
      const row = manager.create(ProReportJobEntity, { id, assessmentId, userId, status: 'queued', stage: 'queued', attempts: 0, errorCode: null, errorMessage: null });
      const saved = await manager.save(row);
      tx.afterCommit(() => this.queueJob(saved.id));
      return saved;
    });
    return this.view(job);
  }

  /** After the job's row committed. Redis down: the row stays queued and the sweeper queues it once Redis is back. */
  private async queueJob(jobId: string): Promise<void> {
    await this.queue.enqueue(jobId).catch((err: Error) => this.logger.warn({ err: err.message, jobId }, 'report job not queued yet'));
  }

  /** The latest report job of the assessment (null when none was asked for). */
  async latestJob(userId: string, assessmentId: string): Promise<{ job: ProReportJob | null }> {
    const job = await this.dataSource.getRepository(ProReportJobEntity).findOne({ where: { assessmentId, userId }, order: { createdAt: 'DESC' } });
    return { job: job ? await this.view(job) : null };
  }

  /** The worker: writes the report of one job; throws to let BullMQ retry a transient failure. */
  async process(jobId: string, bullJob: Job<RowJob>): Promise<void> {
    const repo = this.dataSource.getRepository(ProReportJobEntity);
    const job = await repo.findOneBy({ id: jobId });
    if (!job || job.status === 'done' || job.status === 'failed') return;
    await repo.update({ id: job.id }, { status: 'writing', stage: 'writing', attempts: job.attempts + 1 });
    const assessment = await this.dataSource.getRepository(ProAssessmentEntity).findOneByOrFail({ id: job.assessmentId });
    const bank = await this.assessments.bank(this.dataSource.manager, assessment.bankVersion);
    let written: { draft: ReportDraft; aiGenerated: boolean };
    try {
      written = await this.write(assessment, reportFactsOf(assessment, bank), bank);
    } catch (error) {
      const failure = error instanceof AppError ? error : appError(assessmentsErrors.REPORT_FAILED);
      const lastAttempt = RowJobQueue.isLastAttempt(bullJob, !isTransientAiError(failure));
      if (!lastAttempt) {
        await repo.update({ id: job.id }, { stage: 'retrying' });
        throw failure;
      }
      await this.unitOfWork.run(async ({ manager }) => {
        await manager.update(ProReportJobEntity, { id: job.id }, { status: 'failed', stage: 'failed', errorCode: failure.code, errorMessage: failure.message });
        await this.releaseGeneration(manager, job.assessmentId);
        await this.access.giveBackDailyAiRun(manager, job.id);
      });
      throw new UnrecoverableError(failure.code);
    }
    // The report and the job's end in one commit: a retry after this point finds the job done.
    await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const { draft, aiGenerated } = written;
      // A report without wording clears any an earlier report stored: the result never mixes reports.
      await manager.upsert(ProReportEntity, { assessmentId: job.assessmentId, ...draft, buyerQuestions: draft.buyerQuestions ?? null, aiGenerated, generatedAt: new Date() }, ['assessmentId']);
      await manager.update(ProReportJobEntity, { id: job.id }, { status: 'done', stage: 'done' });
      announceReportChanged(tx, job.userId, assessment);
    });
  }

  /** Queued or writing jobs that Redis no longer holds (lost with it) are queued again. */
  async requeueLost(): Promise<void> {
    const cutoff = new Date(Date.now() - this.config.AI_JOB_SWEEP_MS);
    const open = await this.dataSource.getRepository(ProReportJobEntity).find({ where: { status: In(['queued', 'writing']), updatedAt: LessThan(cutoff) }, take: 100 });
    for (const job of open) await this.queue.ensureQueued(job.id);
  }

  private async view(job: ProReportJobEntity): Promise<ProReportJob> {
    const stored = job.status === 'done' ? await this.dataSource.getRepository(ProReportEntity).findOneBy({ assessmentId: job.assessmentId }) : null;
    const report = stored ? await this.shownReport(stored) : null;
    return {
      id: job.id,
      status: job.status,
      stage: job.stage,
      report: report
        ? { insights: report.insights, actionPlan: report.actionPlan, recommendations: report.recommendations, aiGenerated: report.aiGenerated, generatedAt: report.generatedAt.toISOString() }
        : null,
      error: job.status === 'failed' ? { code: job.errorCode ?? 'GENERATION_ERROR', message: job.errorMessage ?? 'The report could not be written. Please try again.' } : null,
    };
  }

  /** A stored report without advice about top-mark answers (docs/product-rules.md, "ExitCheck Pro report"). */
  private async shownReport(stored: ProReportEntity): Promise<ProReportEntity> {
    const assessment = await this.dataSource.getRepository(ProAssessmentEntity).findOneByOrFail({ id: stored.assessmentId });
    return adviceSafeReport(stored, reportFactsOf(assessment, await this.assessments.bank(this.dataSource.manager, assessment.bankVersion)));
  }

  /**
   * Counts the generation before the writer runs, in one conditional UPDATE: concurrent requests
   * take the remaining generations one by one and can never exceed the limit.
   */
  private async reserveGeneration(manager: EntityManager, userId: string, assessmentId: string): Promise<void> {
    const max = this.config.PRO_REPORT_MAX_GENERATIONS;
    const reserved = await manager
      .createQueryBuilder()
      .update(ProAssessmentEntity)
      .set({ reportGenerations: () => 'report_generations + 1' })
      .where('id = :assessmentId AND user_id = :userId AND status = :status AND report_generations < :max', { assessmentId, userId, status: 'completed', max })
      .execute();
    if (!reserved.affected) {
      throw appError(assessmentsErrors.PRO_REPORT_LIMIT, max);
    }
  }

  /** A report that was not written (the AI failed) does not count against the assessment's limit. */
  private async releaseGeneration(manager: EntityManager, assessmentId: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ProAssessmentEntity)
      .set({ reportGenerations: () => 'GREATEST(report_generations - 1, 0)' })
      .where('id = :assessmentId', { assessmentId })
      .execute();
  }

  /** The results and (when written) the report as a PDF, rebuilt from the stored answers. */
  async pdf(userId: string, assessmentId: string): Promise<{ filename: string; base64: string }> {
    const assessment = await this.dataSource.getRepository(ProAssessmentEntity).findOneBy({ id: assessmentId, userId, status: 'completed' });
    if (!assessment) throw appError(assessmentsErrors.PRO_NOT_FOUND);
    const stored = await this.dataSource.getRepository(ProReportEntity).findOneBy({ assessmentId });
    const facts = reportFactsOf(assessment, await this.assessments.bank(this.dataSource.manager, assessment.bankVersion));
    const report = stored ? adviceSafeReport(stored, facts) : null;
    const { name, company, industry, revenue } = assessment.userInfo;
    const completedAt = assessment.completedAt ?? assessment.updatedAt;
    const pdf = await renderProReportPdf({
      meta: { title: PRO_REPORT_TITLE, companyName: company || name, subtitle: `Prepared for ${name}`, generatedAt: completedAt },
      facts,
      userInfo: { name, company, industry, revenue },
      ...(report ? { report: { insights: report.insights, actionPlan: report.actionPlan, recommendations: report.recommendations, aiGenerated: report.aiGenerated } } : {}),
    });
    return { filename: proReportFilename(company, completedAt), base64: pdf.toString('base64') };
  }

  private async write(assessment: ProAssessmentEntity, facts: ProReportFacts, bank: ProQuestionBank): Promise<{ draft: ReportDraft; aiGenerated: boolean }> {
    const apiKey = chooseAiWriter(this.config);
    if (apiKey === null) return { draft: checkReportDraft(writeDeterministicReport(facts), facts).draft, aiGenerated: false };
    try {
      const { company, industry, revenue } = assessment.userInfo;
      // The list as the result shows it to a founder nobody has viewed; a question lifted in only by viewers keeps the rule table's wording.
      const buyerQuestions = likelyBuyerQuestions(bank, assessment.responses);
      const written = await writeOpenAiReport(
        { apiKey, model: this.config.OPENAI_MODEL, baseURL: this.config.OPENAI_API_BASE, timeoutMs: this.config.AI_TIMEOUT_MS },
        facts,
        { company, industry, revenue },
        buyerQuestions,
      );
      const checked = checkReportDraft(written, facts, buyerQuestions);
      if (checked.dropped.length > 0) this.logger.warn({ assessmentId: assessment.id, dropped: checked.dropped.map((p) => `${p.kind}:${p.questionId}`) }, 'AI report advice dropped by the checks');
      return { draft: checked.draft, aiGenerated: true };
    } catch (error) {
      this.logger.warn({ code: (error as AppError).code, assessmentId: assessment.id }, 'AI report failed');
      throw error;
    }
  }
}
