import type { OwnerShare } from '@bv/contracts';
import { formatShareTime } from '../share-format';

/** Above the Shares table: how many links are live, and how much they were read this week and in all. */
export function SharesSummary({ shares }: { shares: OwnerShare[] }) {
  const active = shares.filter((s) => s.state === 'active').length;
  const thisWeek = shares.reduce((sum, s) => sum + s.viewsThisWeek, 0);
  const all = shares.reduce((sum, s) => sum + s.viewCount, 0);
  const last = shares.reduce<string | null>((latest, s) => (s.lastViewedAt && (!latest || s.lastViewedAt > latest) ? s.lastViewedAt : latest), null);
  return (
    <dl className="analytics-figures analytics-figures--four">
      <div className="analytics-figure">
        <dt>Active links</dt>
        <dd>
          {active}
          <span className="analytics-figure__of"> of {shares.length}</span>
        </dd>
      </div>
      <div className="analytics-figure">
        <dt>Views this week</dt>
        <dd>{thisWeek}</dd>
      </div>
      <div className="analytics-figure">
        <dt>All views</dt>
        <dd>{all}</dd>
      </div>
      <div className="analytics-figure">
        <dt>Last viewed</dt>
        <dd className="analytics-figure__when">{last ? formatShareTime(last) : 'Not yet'}</dd>
      </div>
    </dl>
  );
}
