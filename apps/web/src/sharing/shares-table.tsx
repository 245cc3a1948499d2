import '../sharing/sharing.css';
import type { OwnerShare } from '@bv/contracts';
import { Link } from 'react-router';
import { outputLabelOf } from '../pitchprep/output-labels';
import { usePathPrefix } from '../routing/path-prefix';
import { formatShareTime, SHARE_STATE_LABELS } from './share-format';
import { TableScroll } from '../ui/table-scroll';
import { CopyLinkButton } from './analytics/copy-link-button';

/**
 * The owner's links in one table: what each shares, its state, views this week and in all, and
 * the last view. "Analytics" opens the link's own analytics page; "Copy link" (while it opens) copies it; "Manage" the output's page,
 * where the Share panel edits the link. On a phone each row is a card (data-table--cards), its Manage button in view.
 */
export function SharesTable({ shares, caption }: { shares: OwnerShare[]; caption: string }) {
  const { withPrefix } = usePathPrefix();
  return (
    <TableScroll label={caption}>
      <table className="data-table data-table--cards shares-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Link</th>
            <th scope="col">State</th>
            <th scope="col" className="shares-table__count">
              Views this week
            </th>
            <th scope="col" className="shares-table__count">
              All views
            </th>
            <th scope="col">Last viewed</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shares.map((share) => (
            <tr key={share.id}>
              <th scope="row">
                <span className="shares-table__title">{share.title}</span>
                <span className="shares-table__type">
                  {outputLabelOf(share.outputType, 'Output')}
                  {share.requireEmail ? ' · e-mail gate' : ''}
                  {share.requiresPassword ? ' · password' : ''}
                </span>
              </th>
              <td data-label="State">
                <span className={`share-badge share-badge--${share.state}`}>{SHARE_STATE_LABELS[share.state]}</span>
              </td>
              <td data-label="Views this week" className="shares-table__count">
                {share.viewsThisWeek}
              </td>
              <td data-label="All views" className="shares-table__count">
                {share.viewCount}
              </td>
              <td data-label="Last viewed">{share.lastViewedAt ? formatShareTime(share.lastViewedAt) : 'Not yet'}</td>
              <td>
                <div className="shares-table__actions">
                  <Link className="button button--secondary button--small" to={withPrefix(`/shares/${share.id}`)}>
                    Analytics<span className="visually-hidden"> of {share.title}</span>
                  </Link>
                  {share.state === 'active' && <CopyLinkButton share={share} />}
                  {share.state !== 'output_deleted' && (
                    <Link className="button button--ghost button--small" to={withPrefix(`/pitchprep/outputs/${share.outputId}`)}>
                      Manage<span className="visually-hidden"> {share.title}</span>
                    </Link>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
