import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, appError, assessmentsErrors, type LiteDiscountEligibility, type LiteResult, type LiteSubmission, type ToolType } from '@bv/contracts';
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
import { DATA_SOURCE, schemaOf, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { LiteAssessmentEntity } from './entities/lite-assessment.entity';
import { recordLeadScoreChange } from './lead-score.repository';
import { insertLiteAssessment } from './lite-records';

/** The submission only touches this database: after a database restart before COMMIT it is run once more. */
const REPEATABLE = { repeatable: true };

@Injectable()
export class LiteService {
  private readonly schema: string;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {
    this.schema = schemaOf(dataSource);
  }

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

    const responses = { ...answers, email, name };
    const recorded = await this.unitOfWork.run(async (tx) => {
      const fresh = await insertLiteAssessment(tx, this.schema, { assessmentId, email, name, toolType, responses, score, scoreLabel, tier });
      if (!fresh) return this.alreadyRecorded(tx.manager, assessmentId, email);
      const lead = await recordLeadScoreChange(tx, this.schema, email, LEAD_SCORE_EVENTS.assessment_completion, 'assessment_completion', {
        assessmentId,
        toolType,
        liteScore: score,
      });
      tx.publish({
        type: 'assessment.completed',
        payload: { assessmentId, kind: 'lite', toolType, email, name, userId: null, score, maxScore: LITE_MAX_SCORE, scoreLabel, tier, insight },
      });
      if (lead.crossed) {
        tx.publish({ type: 'score.crossed', payload: { email, name, previousScore: lead.previous, newScore: lead.next, threshold: 35 } });
      }
      return null;
    }, REPEATABLE);
    if (recorded) return toLiteResult(recorded);
    return toLiteResult({ id: assessmentId, toolType, responses: { name }, score });
  }

  /**
   * LITE20 is earned by completing a Lite assessment: it must exist and carry the buyer's e-mail,
   * and it buys the plan its result offered (docs/product-rules.md, "Coupons (LITE20)").
   */
  async discountEligibility(assessmentId: string, email: string): Promise<LiteDiscountEligibility> {
    const assessment = await this.dataSource.getRepository(LiteAssessmentEntity).findOneBy({ id: assessmentId });
    const eligible = assessment !== null && assessment.userEmail.toLowerCase() === email.toLowerCase();
    return { eligible, offeredPlanType: eligible ? liteOffer(assessment.score).planType : null };
  }

  /** A retried submission: answer with what was recorded the first time. */
  private async alreadyRecorded(manager: EntityManager, id: string, email: string): Promise<LiteAssessmentEntity> {
    const existing = await manager.findOneByOrFail(LiteAssessmentEntity, { id });
    if (existing.userEmail !== email) {
      throw appError(assessmentsErrors.LITE_SUBMISSION_ID_TAKEN);
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
