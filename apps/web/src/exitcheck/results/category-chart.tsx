import type { ProResult } from '@bv/contracts';

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

/**
 * A bar chart in HTML: every number is text in a list (what a screen reader reads), and the bars
 * are decoration drawn from the same numbers.
 */
export function CategoryChart({ scores }: { scores: CategoryScore[] }) {
  return (
    <figure className="pro-chart" aria-labelledby="pro-chart-title">
      <figcaption id="pro-chart-title" className="visually-hidden">
        Score out of 10 for each category, with its weight in the overall score
      </figcaption>
      <ul className="pro-chart__list">
        {scores.map((category) => {
          const change = changeText(category.change);
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
                <span>Weight {Math.round(category.weight * 100)}%</span>
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
