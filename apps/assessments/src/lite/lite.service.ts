import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, type LiteResult, type LiteSubmission, type ToolType } from '@bv/contracts';
import {
  GUEST_DISCOUNT_CODE,
  LEAD_SCORE_EVENTS,
  LITE_MAX_SCORE,
  LiteAnswerError,
  guestDiscountPrice,
  headingBand,
  liteInsight,
  liteOffer,
  liteScoreLabel,
  scoreLiteAnswers,
  scoreTier,
} from '@bv/domain';
import { DATA_SOURCE, OUTBOX, type Outbox } from '@bv/service-kit';
import { LiteAssessmentLeadEntity } from './entities/lite-assessment-lead.entity';
import { LiteAssessmentEntity } from './entities/lite-assessment.entity';
import { recordLeadScoreChange } from './lead-score.repository';

@Injectable()
export class LiteService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  /**
   * Scores a free assessment on the server and records it, its lead, the lead-score change
   * and the events announcing them in one transaction.
   */
  async submit(submission: LiteSubmission): Promise<LiteResult> {
    const { toolType, name, email, answers } = submission;
    const score = this.score(toolType, answers);
    const scoreLabel = liteScoreLabel(toolType, score);
    const tier = scoreTier(score);
    const insight = liteInsight(toolType, score);
    const assessmentId = submission.submissionId ?? randomUUID();

    const recorded = await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(LiteAssessmentEntity)
        .values({ id: assessmentId, userEmail: email, toolType, responses: { ...answers, email, name }, score, scoreLabel, tier })
        .orIgnore()
        .returning(['id'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) {
        return this.alreadyRecorded(manager, assessmentId, email);
      }
      await manager.insert(LiteAssessmentLeadEntity, { id: randomUUID(), email, name, toolUsed: toolType, score, scoreLabel, assessmentId });
      const lead = await recordLeadScoreChange(manager, email, LEAD_SCORE_EVENTS.assessment_completion, 'assessment_completion', {
        assessmentId,
        toolType,
        liteScore: score,
      });
      await this.outbox.add(manager, {
        type: 'assessment.completed',
        payload: { assessmentId, kind: 'lite', toolType, email, name, userId: null, score, maxScore: LITE_MAX_SCORE, scoreLabel, tier, insight },
      });
      if (lead.crossed) {
        await this.outbox.add(manager, {
          type: 'score.crossed',
          payload: { email, name, previousScore: lead.previous, newScore: lead.next, threshold: 35 },
        });
      }
      return null;
    });
    if (recorded) return toLiteResult(recorded);
    this.outbox.committed();
    return toLiteResult({ id: assessmentId, toolType, responses: { name }, score });
  }

  /** LITE20 is earned by completing a Lite assessment: it must exist and carry the buyer's e-mail. */
  async discountEligibility(assessmentId: string, email: string): Promise<{ eligible: boolean }> {
    const assessment = await this.dataSource.getRepository(LiteAssessmentEntity).findOneBy({ id: assessmentId });
    return { eligible: assessment !== null && assessment.userEmail.toLowerCase() === email.toLowerCase() };
  }

  /** A retried submission: answer with what was recorded the first time. */
  private async alreadyRecorded(manager: EntityManager, id: string, email: string): Promise<LiteAssessmentEntity> {
    const existing = await manager.findOneByOrFail(LiteAssessmentEntity, { id });
    if (existing.userEmail !== email) {
      throw new AppError('conflict', 'LITE.SUBMISSION_ID_TAKEN', 'This submission was already recorded. Please start the assessment again.');
    }
    return existing;
  }

  private score(toolType: LiteSubmission['toolType'], answers: Record<string, string>): number {
    try {
      return scoreLiteAnswers(toolType, answers);
    } catch (err) {
      if (err instanceof LiteAnswerError) throw new AppError('validation', err.code, err.message);
      throw err;
    }
  }
}

/** The result page's data; everything but the stored score is derived by the domain rules. */
function toLiteResult(row: Pick<LiteAssessmentEntity, 'id' | 'toolType' | 'score'> & { responses: object }): LiteResult {
  const toolType = row.toolType as ToolType;
  const offer = liteOffer(row.score);
  return {
    assessmentId: row.id,
    toolType,
    name: String((row.responses as { name?: unknown }).name ?? ''),
    score: row.score,
    maxScore: LITE_MAX_SCORE,
    scoreLabel: liteScoreLabel(toolType, row.score),
    tier: scoreTier(row.score),
    headingBand: headingBand(row.score),
    insight: liteInsight(toolType, row.score),
    offer: { ...offer, guestPrice: guestDiscountPrice(offer.price), discountCode: GUEST_DISCOUNT_CODE },
  };
}
