import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { AppError, type ProReport } from '@bv/contracts';
import { scoreProAssessment, type ProCategoryId } from '@bv/domain';
import { renderProReportPdf } from '@bv/exports';
import { CONFIG, DATA_SOURCE, LOGGER, type ServiceLogger } from '@bv/service-kit';
import type { AssessmentsConfig } from '../config';
import { ProAssessmentEntity } from './entities/pro-assessment.entity';
import { ProReportEntity } from './entities/pro-report.entity';
import { ProAssessmentService } from './pro-assessment.service';
import { writeDeterministicReport } from './report/deterministic-report';
import { chooseAiWriter } from '../ai/openai-json';
import { writeOpenAiReport } from './report/openai-report';
import { quotedAnswers, type ReportDraft } from './report/report-input';

/**
 * generate-assessment-report (spec §7): with OPENAI_API_KEY the model writes it (structured
 * output); without, a deterministic writer does (`aiGenerated: false`). The latest report of
 * an assessment is stored and shown with its results.
 */
@Injectable()
export class ProReportService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: AssessmentsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly assessments: ProAssessmentService,
  ) {}

  async generate(userId: string, assessmentId: string): Promise<ProReport> {
    const assessment = await this.dataSource.getRepository(ProAssessmentEntity).findOneBy({ id: assessmentId, userId, status: 'completed' });
    if (!assessment) throw new AppError('not_found', 'PRO.NOT_FOUND', 'Assessment not found.');
    const bank = await this.assessments.bank(this.dataSource.manager, assessment.bankVersion);
    const answers = quotedAnswers(assessment, bank);
    await this.reserveGeneration(userId, assessmentId);
    let written: { draft: ReportDraft; aiGenerated: boolean };
    try {
      written = await this.write(assessment, answers);
    } catch (error) {
      await this.releaseGeneration(assessmentId);
      throw error;
    }
    const { draft, aiGenerated } = written;
    const row = { assessmentId, ...draft, aiGenerated, generatedAt: new Date() };
    // An upsert: two reports written at the same time for one assessment both land, the later wins.
    await this.dataSource.getRepository(ProReportEntity).upsert(row, ['assessmentId']);
    return { ...draft, aiGenerated, generatedAt: row.generatedAt.toISOString() };
  }

  /**
   * Counts the generation before the writer runs, in one conditional UPDATE: concurrent requests
   * take the remaining generations one by one and can never exceed the limit.
   */
  private async reserveGeneration(userId: string, assessmentId: string): Promise<void> {
    const max = this.config.PRO_REPORT_MAX_GENERATIONS;
    const reserved = await this.dataSource
      .createQueryBuilder()
      .update(ProAssessmentEntity)
      .set({ reportGenerations: () => 'report_generations + 1' })
      .where('id = :assessmentId AND user_id = :userId AND status = :status AND report_generations < :max', { assessmentId, userId, status: 'completed', max })
      .execute();
    if (!reserved.affected) {
      throw new AppError('rate_limited', 'PRO.REPORT_LIMIT', `This assessment's report has already been written ${max} times, the most for one assessment. Start a new assessment for a fresh report.`);
    }
  }

  /** A report that was not written (the AI failed) does not count. */
  private async releaseGeneration(assessmentId: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(ProAssessmentEntity)
      .set({ reportGenerations: () => 'GREATEST(report_generations - 1, 0)' })
      .where('id = :assessmentId', { assessmentId })
      .execute();
  }

  /** The results and (when written) the report as a PDF, rebuilt from the stored answers. */
  async pdf(userId: string, assessmentId: string): Promise<{ filename: string; base64: string }> {
    const assessment = await this.dataSource.getRepository(ProAssessmentEntity).findOneBy({ id: assessmentId, userId, status: 'completed' });
    if (!assessment) throw new AppError('not_found', 'PRO.NOT_FOUND', 'Assessment not found.');
    const report = await this.dataSource.getRepository(ProReportEntity).findOneBy({ assessmentId });
    const score = scoreProAssessment(assessment.responses.map((r) => ({ categoryId: r.categoryId as ProCategoryId, questionId: r.questionId, score: r.score })));
    const { name, company, industry, revenue } = assessment.userInfo;
    const completedAt = assessment.completedAt ?? assessment.updatedAt;
    const pdf = await renderProReportPdf({
      meta: { title: 'ExitCheck Pro exit-readiness report', companyName: company || name, subtitle: `Prepared for ${name}`, generatedAt: completedAt },
      score,
      userInfo: { name, company, industry, revenue },
      ...(report ? { report: { insights: report.insights, actionPlan: report.actionPlan, recommendations: report.recommendations, aiGenerated: report.aiGenerated } } : {}),
    });
    const slug = (company || 'exitcheck').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'exitcheck';
    return { filename: `${slug}-exitcheck-pro-${completedAt.toISOString().slice(0, 10)}.pdf`, base64: pdf.toString('base64') };
  }

  private async write(assessment: ProAssessmentEntity, answers: ReturnType<typeof quotedAnswers>): Promise<{ draft: ReportDraft; aiGenerated: boolean }> {
    const apiKey = chooseAiWriter(this.config);
    if (apiKey === null) return { draft: writeDeterministicReport(assessment, answers), aiGenerated: false };
    try {
      const draft = await writeOpenAiReport(
        { apiKey, model: this.config.OPENAI_MODEL, baseURL: this.config.OPENAI_API_BASE, timeoutMs: this.config.AI_TIMEOUT_MS },
        assessment,
        answers,
      );
      return { draft, aiGenerated: true };
    } catch (error) {
      this.logger.warn({ code: (error as AppError).code, assessmentId: assessment.id }, 'AI report failed');
      throw error;
    }
  }
}
