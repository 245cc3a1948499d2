import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { AppError, type LiteResult, type LiteSubmission } from '@bv/contracts';
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
    const assessmentId = randomUUID();

    await this.dataSource.transaction(async (manager) => {
      await manager.insert(LiteAssessmentEntity, {
        id: assessmentId,
        userEmail: email,
        toolType,
        responses: { ...answers, email, name },
        score,
        scoreLabel,
        tier,
      });
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
    });
    this.outbox.committed();

    const offer = liteOffer(score);
    return {
      assessmentId,
      toolType,
      name,
      score,
      maxScore: LITE_MAX_SCORE,
      scoreLabel,
      tier,
      headingBand: headingBand(score),
      insight,
      offer: { ...offer, guestPrice: guestDiscountPrice(offer.price), discountCode: GUEST_DISCOUNT_CODE },
    };
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
