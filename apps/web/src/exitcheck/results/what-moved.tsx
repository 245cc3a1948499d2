import { useState } from 'react';
import type { ProResult } from '@bv/contracts';
import { formatScore } from './category-chart';
import { ScoreTrend } from '../trend/score-trend';
import { useProHistory } from '../use-exitcheck-queries';

const signed = (points: number) => `${points > 0 ? '+' : points < 0 ? '−' : '±'}${formatScore(Math.abs(points))}`;

/**
 * What moved since the previous assessment and why: each answer given differently, both
 * answers side by side and the points it moved, the largest move first (docs/product-rules.md,
 * "Progress over time"). Shown only on a re-test.
 */
const FIRST_SHOWN = 5;

/** The assessments up to this one: an older result charts the progress it had then. */
function TrendUpTo({ result }: { result: ProResult }) {
  const history = useProHistory();
  if (!history.data) return null;
  return <ScoreTrend history={history.data.filter((entry) => entry.completedAt <= result.completedAt)} title="Your score over time" embedded />;
}

export function WhatMoved({ result }: { result: ProResult }) {
  const [all, setAll] = useState(false);
  if (result.previousTotal === null) return null;
  const { changes } = result;
  const shown = all ? changes : changes.slice(0, FIRST_SHOWN);
  const up = changes.filter((c) => c.points > 0);
  const down = changes.filter((c) => c.points < 0);
  const total = (list: typeof changes) => formatScore(Math.abs(list.reduce((sum, c) => sum + c.points, 0)));
  return (
    <section className="card pro-results__section what-moved" aria-labelledby="pro-moved-title">
      <h2 id="pro-moved-title">What moved since your last assessment</h2>
      <TrendUpTo result={result} />
      {changes.length === 0 ? (
        <p>You gave the same answers as last time, so nothing moved.</p>
      ) : (
        <p className="hint">
          {changes.length} {changes.length === 1 ? 'answer' : 'answers'} changed: {up.length} up ({total(up)} points)
          {down.length > 0 ? `, ${down.length} down (${total(down)} points)` : ''}. The largest moves first.
        </p>
      )}
      {changes.length > 0 && (
        <ol className="what-moved__list">
          {shown.map((change) => (
            <li key={change.questionId} className={`what-moved__item what-moved__item--${change.points >= 0 ? 'up' : 'down'}`}>
              <p className="what-moved__head">
                <span className="what-moved__points">{signed(change.points)}</span>
                <span className="what-moved__question">{change.question}</span>
                <span className="what-moved__tag">{change.categoryTitle}</span>
              </p>
              <dl className="what-moved__answers">
                <div>
                  <dt>Before ({change.scoreBefore}/10)</dt>
                  <dd>{change.before}</dd>
                </div>
                <div>
                  <dt>Now ({change.scoreAfter}/10)</dt>
                  <dd>{change.after}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
      {shown.length < changes.length && (
        <button type="button" className="button button--ghost what-moved__more" onClick={() => setAll(true)}>
          Show all {changes.length} changes
        </button>
      )}
    </section>
  );
}
