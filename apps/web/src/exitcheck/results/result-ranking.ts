import type { ProResult } from '@bv/contracts';
import { PRO_COSTLIEST_COUNT, PRO_MAX_TOTAL, proHighlights, rankProGaps } from '@bv/domain';

type CategoryScore = ProResult['categoryScores'][number];
export type RankedGap = ReturnType<typeof rankProGaps<CategoryScore>>[number];

/**
 * The results page ranks with the report's own functions (docs/product-rules.md, "ExitCheck Pro
 * report"), so the gaps on screen, the next steps the server sends (the first action on each of
 * them) and page 1 of the PDF always name the same categories in the same order.
 */
export function resultRanking(result: ProResult) {
  const gaps = rankProGaps(result.categoryScores);
  const costliest = gaps.slice(0, PRO_COSTLIEST_COUNT);
  return {
    gaps,
    costliest,
    costliestPoints: costliest.reduce((sum, g) => sum + g.pointsLost, 0),
    missing: PRO_MAX_TOTAL - result.totalScore,
    highlights: proHighlights(result.categoryScores, gaps),
    pointsLost: new Map(gaps.map((g) => [g.categoryId, g.pointsLost])),
  };
}
