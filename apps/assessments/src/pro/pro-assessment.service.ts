import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { AppError, appError, assessmentsErrors, type ProBankView, type ProDraft, type ProResult, type ProUserInfo } from '@bv/contracts';
import { CURRENT_PRO_QUESTION_BANK, ProScoreError, exitPlan, findProQuestion, formatSingaporeIsoDate, proBankForClients, proOptionScore, scoreProAssessment, type ProCategoryId, type ProQuestionBank } from '@bv/domain';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { AccessService } from '../access/access.service';
import { PeerBenchmarkService } from '../benchmarks/peer-benchmark.service';
import { ProAssessmentEntity, type StoredResponse } from './entities/pro-assessment.entity';
import { ProQuestionBankEntity } from './entities/pro-question-bank.entity';
import { ProReportEntity } from './entities/pro-report.entity';
import { announcePlan } from './plan/exit-plan-changed';
import { ProPlanEntity } from './plan/pro-plan.entity';
import { PitchIntakeEntity } from '../pitchprep/entities/pitch-intake.entity';
import { proInsight, proTier, toResult } from './pro-result';
import { ViewerAttention } from './viewer-attention';
import { adviceSafeReport } from './report/report-checks';
import { reportFactsOf } from './report/report-input';
import { announceReportChanged } from './report/report-changed';

const notFound = () => appError(assessmentsErrors.PRO_NOT_FOUND);

/**
 * ExitCheck Pro (docs/product-rules.md, "ExitCheck Pro", "Scoring and tiers"): a server-side draft answered one question at a time, scored
 * on the server with libs/domain against the bank version it started with.
 */
@Injectable()
export class ProAssessmentService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly access: AccessService,
    private readonly benchmarks: PeerBenchmarkService,
    private readonly viewerAttention: ViewerAttention,
  ) {}

  bankView(bank: ProQuestionBank = CURRENT_PRO_QUESTION_BANK): ProBankView {
    return proBankForClients(bank);
  }

  async draft(userId: string): Promise<ProDraft | null> {
    const draft = await this.dataSource.getRepository(ProAssessmentEntity).findOneBy({ userId, status: 'draft' });
    return draft ? this.draftView(draft) : null;
  }

  /** Resumes the open draft if there is one; otherwise starts against the current bank. */
  async start(userId: string, userInfo: ProUserInfo): Promise<ProDraft> {
    await this.access.require(userId, 'exitcheck');
    const repo = this.dataSource.getRepository(ProAssessmentEntity);
    const open = await repo.findOneBy({ userId, status: 'draft' });
    if (open) return this.draftView(open);
    const inserted = await repo
      .createQueryBuilder()
      .insert()
      .values({ id: randomUUID(), userId, bankVersion: CURRENT_PRO_QUESTION_BANK.version, status: 'draft', userInfo, responses: [] })
      .orIgnore()
      .execute();
    if ((inserted.identifiers ?? []).length === 0) throw appError(assessmentsErrors.PRO_DRAFT_RACE);
    return this.draftView(await repo.findOneByOrFail({ userId, status: 'draft' }));
  }

  /** Answering again replaces the earlier answer in place, so the order of steps is kept. */
  async answer(userId: string, assessmentId: string, questionId: string, optionId: string): Promise<ProDraft> {
    return this.changeDraft(userId, assessmentId, async (draft, bank) => {
      let score: number;
      try {
        score = proOptionScore(bank, questionId, optionId);
      } catch (error) {
        if (error instanceof ProScoreError) throw new AppError('validation', error.code, error.message);
        throw error;
      }
      const categoryId = findProQuestion(bank, questionId).categoryId;
      const response: StoredResponse = { questionId, optionId, score, categoryId };
      const at = draft.responses.findIndex((r) => r.questionId === questionId);
      draft.responses = at >= 0 ? draft.responses.map((r, i) => (i === at ? response : r)) : [...draft.responses, response];
    });
  }

  /** Previous (docs/product-rules.md, "ExitCheck Pro"): removes the last stored response. */
  async back(userId: string, assessmentId: string): Promise<ProDraft> {
    return this.changeDraft(userId, assessmentId, async (draft) => {
      draft.responses = draft.responses.slice(0, -1);
    });
  }

  async complete(userId: string, assessmentId: string): Promise<ProResult> {
    const completed = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const draft = await manager.findOne(ProAssessmentEntity, { where: { id: assessmentId, userId }, lock: { mode: 'pessimistic_write' } });
      if (!draft) throw notFound();
      if (draft.status === 'completed') return draft;
      const bank = await this.bank(manager, draft.bankVersion);
      const questionCount = bank.categories.reduce((n, c) => n + c.questions.length, 0);
      if (draft.responses.length < questionCount) {
        throw appError(assessmentsErrors.PRO_INCOMPLETE, questionCount, draft.responses.length);
      }
      // The allowance is checked when the assessment counts: at completion, in turn with other uses.
      await this.access.lockForUse(manager, userId);
      await this.access.require(userId, 'exitcheck', manager);
      const score = scoreProAssessment(draft.responses.map((r) => ({ categoryId: r.categoryId as ProCategoryId, questionId: r.questionId, score: r.score })));
      Object.assign(draft, {
        status: 'completed',
        totalScore: score.total,
        readinessLevel: score.level,
        categoryScores: score.categoryScores.map((c) => ({ categoryId: c.categoryId, title: c.title, weight: c.weight, score: c.score })),
        strengths: score.strengths,
        gaps: score.gaps,
        completedAt: new Date(),
      });
      await manager.save(draft);
      await this.access.recordUse(manager, userId, draft.id, 'exitcheck_pro');
      tx.publish({
        type: 'assessment.completed',
        payload: {
          assessmentId: draft.id,
          kind: 'pro',
          toolType: 'exitcheck',
          email: draft.userInfo.email,
          name: draft.userInfo.name,
          userId,
          score: score.total,
          maxScore: 100,
          scoreLabel: score.level,
          tier: proTier(score.level),
          insight: proInsight(score, bank),
        },
      });
      announceReportChanged(tx, userId, draft);
      // A founder with a plan to a date: its tasks now come from this assessment (docs/product-rules.md, "A plan to a date").
      const plan = await manager.findOneBy(ProPlanEntity, { userId });
      if (plan) {
        const now = draft.completedAt ?? new Date();
        const settings = { goal: plan.goal, targetDate: plan.targetDate, today: formatSingaporeIsoDate(now), done: new Set(plan.doneQuestionIds) };
        announcePlan(tx, userId, exitPlan(bank, draft.responses, settings), now);
      }
      return draft;
    });
    return this.result(userId, completed.id);
  }

  async result(userId: string, assessmentId: string): Promise<ProResult> {
    const manager = this.dataSource.manager;
    const assessment = await manager.findOneBy(ProAssessmentEntity, { id: assessmentId, userId, status: 'completed' });
    if (!assessment) throw notFound();
    // Asked first and awaited last: sharing's answer (or its timeout) overlaps the reads below.
    const attention = this.viewerAttention.of(userId);
    const previous = await manager
      .getRepository(ProAssessmentEntity)
      .createQueryBuilder('a')
      .where('a.user_id = :userId AND a.status = :status AND a.completed_at < :at', { userId, status: 'completed', at: assessment.completedAt })
      .orderBy('a.completed_at', 'DESC')
      .getOne();
    const stored = await manager.findOneBy(ProReportEntity, { assessmentId });
    const bank = await this.bank(manager, assessment.bankVersion);
    const facts = reportFactsOf(assessment, bank);
    // Advice about a top-mark answer never shows, even in a report written before the checks (docs/product-rules.md, "ExitCheck Pro report").
    // The founder's latest PitchPrep intake raises questions of its own (docs/product-rules.md, "Questions a buyer will ask").
    const intake = await manager.findOne(PitchIntakeEntity, { where: { userId }, order: { updatedAt: 'DESC' } });
    const result = toResult(assessment, previous, stored ? adviceSafeReport(stored, facts) : null, facts, bank, await attention, intake?.intake ?? null);
    return { ...result, peerBenchmark: await this.benchmarks.forAssessment(assessment) };
  }

  async history(userId: string) {
    const rows = await this.dataSource.getRepository(ProAssessmentEntity).find({ where: { userId, status: 'completed' }, order: { completedAt: 'DESC' }, take: 100 });
    return {
      assessments: rows.map((r) => ({
        id: r.id,
        totalScore: r.totalScore ?? 0,
        readinessLevel: r.readinessLevel ?? 'Low',
        completedAt: (r.completedAt ?? r.updatedAt).toISOString(),
        categories: (r.categoryScores ?? []).map(({ categoryId, title, score }) => ({ categoryId, title, score })),
      })),
    };
  }

  async bank(manager: EntityManager, version: string): Promise<ProQuestionBank> {
    const stored = await manager.findOneBy(ProQuestionBankEntity, { version });
    if (!stored) throw appError(assessmentsErrors.PRO_BANK_MISSING, version);
    return stored.content;
  }

  private async changeDraft(userId: string, assessmentId: string, change: (draft: ProAssessmentEntity, bank: ProQuestionBank) => Promise<void>): Promise<ProDraft> {
    return this.unitOfWork.run(async ({ manager }) => {
      const draft = await manager.findOne(ProAssessmentEntity, { where: { id: assessmentId, userId, status: In(['draft', 'completed']) }, lock: { mode: 'pessimistic_write' } });
      if (!draft) throw notFound();
      if (draft.status !== 'draft') throw appError(assessmentsErrors.PRO_ALREADY_COMPLETED);
      await change(draft, await this.bank(manager, draft.bankVersion));
      return this.draftView(await manager.save(draft));
    });
  }

  private draftView(draft: ProAssessmentEntity): ProDraft {
    return {
      id: draft.id,
      bankVersion: draft.bankVersion,
      userInfo: draft.userInfo,
      responses: draft.responses.map((r) => ({ questionId: r.questionId, optionId: r.optionId })),
      updatedAt: draft.updatedAt.toISOString(),
    };
  }
}
