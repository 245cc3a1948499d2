import { PRO_BUYER_RESPONSE, isProCategoryId } from '@bv/domain';
import { formatScore } from './category-chart';
import type { RankedGap } from './result-ranking';

const points = (n: number) => `${formatScore(n)} ${n === 1 ? 'point' : 'points'}`;

/**
 * The three gaps that cost the most, as page 1 of the PDF names them: what each costs of the
 * 100-point total and how a buyer prices that kind of gap (docs/product-rules.md, "ExitCheck Pro report").
 */
export function CostliestGaps({ gaps, missing }: { gaps: RankedGap[]; missing: number }) {
  return (
    <section className="card pro-results__section" aria-labelledby="pro-gaps-title">
      <h2 id="pro-gaps-title">{gaps.length === 1 ? 'The gap that costs the most' : `The ${gaps.length === 2 ? 'two' : 'three'} gaps that cost the most`}</h2>
      <ol className="pro-gaps">
        {gaps.map((gap, index) => (
          <li key={gap.categoryId} className={`pro-gap pro-gap--${index + 1}`}>
            <p className="pro-gap__head">
              <span className="pro-gap__title">{gap.title}</span>
              <span className="pro-gap__score">
                {formatScore(gap.score)}
                <span className="muted">/10</span>
              </span>
            </p>
            <p className="pro-gap__cost">
              <strong>Costs {points(gap.pointsLost)}</strong> · {Math.round(gap.shareOfGap * 100)}% of the {missing} below 100
            </p>
            {isProCategoryId(gap.categoryId) && <p className="pro-gap__why">{PRO_BUYER_RESPONSE[gap.categoryId]}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
