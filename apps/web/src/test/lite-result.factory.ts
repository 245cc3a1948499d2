import type { LiteResult } from '@bv/contracts';
import {
  GUEST_DISCOUNT_CODE,
  LITE_MAX_SCORE,
  guestDiscountPrice,
  headingBand,
  liteInsight,
  liteOffer,
  liteScoreLabel,
  scoreTier,
  type ToolType,
} from '@bv/domain';

/** A result as the server would compute it for this score, so tests never contradict the rules. */
export function buildLiteResult(overrides: { toolType?: ToolType; score?: number; name?: string } = {}): LiteResult {
  const toolType = overrides.toolType ?? 'exitcheck';
  const score = overrides.score ?? 32;
  const offer = liteOffer(score);
  return {
    assessmentId: '3f1c2b9e-8d4a-4c1e-9f2a-6b7d8e9f0a1b',
    toolType,
    name: overrides.name ?? 'Mei Ling',
    score,
    maxScore: LITE_MAX_SCORE,
    scoreLabel: liteScoreLabel(toolType, score),
    tier: scoreTier(score),
    headingBand: headingBand(score),
    insight: liteInsight(toolType, score),
    offer: { ...offer, guestPrice: guestDiscountPrice(offer.price), discountCode: GUEST_DISCOUNT_CODE },
  };
}
