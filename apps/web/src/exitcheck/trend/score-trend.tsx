import { useId, useState } from 'react';
import type { ProHistoryEntry } from '@bv/contracts';
import { formatDate } from '../../format/format';
import { plotPoints, trendCategories, trendSeries, trendSummary, type TrendMetric } from './trend-series';
import { useElementWidth } from '../../ui/use-element-width';

const HEIGHT = 180;
const PAD = { top: 24, right: 20, bottom: 30, left: 36 };
/**
 * Below this much room per point, only the first and last dates and values are written: a date
 * ("29 Aug 2026") is about 72 px at 12 px, and the first label starts at its point while the
 * next is centred on its own.
 */
const MIN_LABEL_GAP = 120;

const valueText = (value: number, max: number) => (max === 100 ? String(value) : value.toFixed(1));

/**
 * The score over time (docs/product-rules.md, "Progress over time"): the 100-point total or
 * one category, one point per completed assessment. Drawn as an SVG at the width it is given,
 * so its text stays at reading size on a phone; the same numbers are a table for screen readers.
 * Shown from the second assessment on.
 */
export function ScoreTrend({ history, title = 'Your progress', embedded = false }: { history: readonly ProHistoryEntry[]; title?: string; embedded?: boolean }) {
  const [metric, setMetric] = useState<TrendMetric>({ kind: 'total' });
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const ids = { title: useId(), summary: useId(), select: useId() };
  if (history.length < 2) return null;

  const series = trendSeries(history, metric);
  const categories = trendCategories(history);
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const points = plotPoints(series.points, series.max, plotWidth, plotHeight);
  const labelEvery = points.length > 1 && plotWidth / (points.length - 1) >= MIN_LABEL_GAP;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const area = points.length > 1 ? `${path} L${points[points.length - 1].x.toFixed(1)},${plotHeight} L0,${plotHeight} Z` : '';
  const summary = trendSummary(series);

  return (
    <section className={embedded ? 'score-trend score-trend--embedded' : 'score-trend'} aria-labelledby={ids.title}>
      <div className="score-trend__head">
        {/* A section of its own on the dashboard; a part of "What moved" on a result. */}
        {embedded ? <h3 id={ids.title}>{title}</h3> : <h2 id={ids.title}>{title}</h2>}
        <label className="score-trend__pick" htmlFor={ids.select}>
          <span>Show</span>
          <select
            className="input"
            id={ids.select}
            value={metric.kind === 'total' ? '' : metric.categoryId}
            onChange={(event) => setMetric(event.target.value === '' ? { kind: 'total' } : { kind: 'category', categoryId: event.target.value })}
          >
            <option value="">Overall score</option>
            {categories.map((c) => (
              <option key={c.categoryId} value={c.categoryId}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id={ids.summary} className="score-trend__summary">
        {summary || `${series.label} was scored in only one assessment so far.`}
      </p>
      <div ref={ref} className="score-trend__plot">
        {width > 0 && (
          <svg width={width} height={HEIGHT} role="img" aria-labelledby={`${ids.title} ${ids.summary}`} focusable="false">
            <g transform={`translate(${PAD.left},${PAD.top})`}>
              {series.ticks.map((tick) => {
                const y = plotHeight - (tick / series.max) * plotHeight;
                return (
                  <g key={tick} className="score-trend__grid">
                    <line x1={0} x2={plotWidth} y1={y} y2={y} />
                    <text x={-8} y={y} dy="0.32em" textAnchor="end">
                      {tick}
                    </text>
                  </g>
                );
              })}
              {area && <path className="score-trend__area" d={area} />}
              <path className="score-trend__line" d={path} />
              {points.map((p, i) => {
                const last = i === points.length - 1;
                const anchor = points.length === 1 ? 'middle' : i === 0 ? 'start' : last ? 'end' : 'middle';
                return (
                  <g key={p.id}>
                    <circle className={last ? 'score-trend__dot score-trend__dot--latest' : 'score-trend__dot'} cx={p.x} cy={p.y} r={last ? 5 : 4}>
                      <title>{`${formatDate(p.completedAt)}: ${valueText(p.value, series.max)}`}</title>
                    </circle>
                    {(labelEvery || last || i === 0) && (
                      <text className="score-trend__value" x={p.x} y={p.y - 10} textAnchor={anchor}>
                        {valueText(p.value, series.max)}
                      </text>
                    )}
                    {(labelEvery || last || i === 0) && (
                      <text className="score-trend__date" x={p.x} y={plotHeight + 20} textAnchor={anchor}>
                        {formatDate(p.completedAt)}
                      </text>
                    )}
                  </g>
                );
              })}
            </g>
          </svg>
        )}
      </div>
      <table className="visually-hidden">
        <caption>{series.label} by assessment</caption>
        <thead>
          <tr>
            <th scope="col">Completed</th>
            <th scope="col">{series.max === 100 ? 'Score out of 100' : 'Score out of 10'}</th>
          </tr>
        </thead>
        <tbody>
          {series.points.map((p) => (
            <tr key={p.id}>
              <td>{formatDate(p.completedAt)}</td>
              <td>{valueText(p.value, series.max)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
