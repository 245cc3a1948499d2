import type { ProResult } from '@bv/contracts';
import { PRO_CATEGORIES } from '@bv/domain';

type CategoryScore = ProResult['categoryScores'][number];

export const formatScore = (score: number) => (Math.round(score * 10) / 10).toFixed(1);

function changeText(change: number | null): string | null {
  if (change === null) return null;
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return 'No change since last time';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)} since last time`;
}

function tone(score: number): 'strong' | 'fair' | 'weak' {
  if (score >= 7) return 'strong';
  if (score >= 4) return 'fair';
  return 'weak';
}

const lightest = Math.min(...PRO_CATEGORIES.map((c) => c.weight));
const heavier = PRO_CATEGORIES.filter((c) => c.weight > lightest);
function times(weight: number): string {
  const ratio = Math.round((weight / lightest) * 10) / 10;
  return ratio === 1.5 ? 'one and a half times' : `${ratio} times`;
}

/**
 * Why the same score costs more in some categories, in words: a raw weight ("15%") reads like a
 * score and confuses (docs/product-rules.md, "ExitCheck Pro report").
 */
export const WEIGHT_NOTE =
  heavier.length > 0
    ? `${heavier.map((c) => c.title).join(' and ')} count ${times(heavier[0].weight)} as much as the other categories: buyers check them hardest.`
    : '';

/**
 * A bar chart in HTML: every number is text in a list (what a screen reader reads), and the bars
 * are decoration drawn from the same numbers. Each row says what the category costs of the
 * 100-point total, the same figure the gaps above rank by.
 */
export function CategoryChart({ scores, pointsLost }: { scores: CategoryScore[]; pointsLost: ReadonlyMap<string, number> }) {
  return (
    <figure className="pro-chart" aria-labelledby="pro-chart-title">
      <figcaption id="pro-chart-title" className="pro-chart__caption">
        Score out of 10 for each category. {WEIGHT_NOTE}
      </figcaption>
      <ul className="pro-chart__list">
        {scores.map((category) => {
          const change = changeText(category.change);
          const lost = pointsLost.get(category.categoryId) ?? 0;
          return (
            <li key={category.categoryId} className={`pro-chart__row pro-chart__row--${tone(category.score)}`}>
              <div className="pro-chart__label">
                <span className="pro-chart__title">{category.title}</span>
                <span className="pro-chart__value">
                  {formatScore(category.score)}
                  <span className="muted" aria-hidden="true">
                    /10
                  </span>
                  <span className="visually-hidden"> out of 10</span>
                </span>
              </div>
              <div className="pro-chart__track" aria-hidden="true">
                <div className="pro-chart__bar" style={{ width: `${Math.max(0, Math.min(10, category.score)) * 10}%` }} />
              </div>
              <p className="pro-chart__meta">
                <span>{lost > 0 ? `Costs ${formatScore(lost)} points` : 'At the top mark'}</span>
                {change && (
                  <span className={`pro-chart__change pro-chart__change--${(category.change ?? 0) >= 0 ? 'up' : 'down'}`}>{change}</span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
