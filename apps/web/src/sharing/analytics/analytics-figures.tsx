import type { ShareViewStats } from '@bv/contracts';
import { formatDuration } from '../share-views';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * The headline figures, by people only (bot and link-preview visits are named apart below them):
 * views, unique visitors, average time, read to the end (with its bar) and downloads.
 */
export function AnalyticsFigures({ stats }: { stats: ShareViewStats }) {
  const completion = stats.completionRate;
  return (
    <dl className="analytics-figures">
      <div className="analytics-figure">
        <dt>Views</dt>
        <dd>{stats.viewCount}</dd>
      </div>
      <div className="analytics-figure">
        <dt>Unique visitors</dt>
        <dd>{stats.uniqueVisitors}</dd>
      </div>
      <div className="analytics-figure">
        <dt>Average time</dt>
        <dd>{stats.averageSeconds === null ? '—' : formatDuration(stats.averageSeconds)}</dd>
      </div>
      <div className="analytics-figure">
        <dt>Read to the end</dt>
        <dd>
          {completion === null ? '—' : percent(completion)}
          {completion !== null && (
            <span className="analytics-meter" aria-hidden="true">
              <span className="analytics-meter__fill" style={{ width: percent(completion) }} />
            </span>
          )}
        </dd>
      </div>
      <div className="analytics-figure">
        <dt>Downloads</dt>
        <dd>{stats.downloadCount}</dd>
      </div>
    </dl>
  );
}
