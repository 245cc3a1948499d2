import type { AdminShare, ShareState } from '@bv/contracts';
import { useState } from 'react';
import { FormError } from '../auth/form-error';
import { OUTPUT_LABELS } from '../pitchprep/output-labels';
import { formatShareTime, isFinalState, SHARE_STATE_LABELS, SHARE_STATES } from '../sharing/share-format';
import { useAdminRevokeShare, useAdminShares } from '../sharing/use-sharing-queries';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable } from '../ui/data-table';
import { AdminList } from './admin-list';
import { AdminPager } from './admin-pager';

export const ADMIN_SHARES_PAGE_SIZE = 25;

const typeLabel = (type: string | null) => (type ? (OUTPUT_LABELS[type as keyof typeof OUTPUT_LABELS] ?? type) : '—');

/** Every share link, newest first: state filter, paging, and revocation after a confirmation. */
export function AdminShares() {
  const [state, setState] = useState<ShareState | ''>('');
  const [offset, setOffset] = useState(0);
  const filters = { state: state || undefined, limit: ADMIN_SHARES_PAGE_SIZE, offset };
  const shares = useAdminShares(filters);
  const revoke = useAdminRevokeShare();
  const total = shares.data?.total ?? 0;

  const [revoking, setRevoking] = useState<AdminShare | null>(null);
  const confirmRevoke = (share: AdminShare) => revoke.mutate(share.id, { onSettled: () => setRevoking(null) });

  return (
    <div className="admin-section">
      <div className="filter-row">
        <div className="field">
          <label htmlFor="share-state">State</label>
          <select
            id="share-state"
            value={state}
            onChange={(e) => {
              setState(e.target.value as ShareState | '');
              setOffset(0);
            }}
          >
            <option value="">Any</option>
            {SHARE_STATES.map((s) => (
              <option key={s} value={s}>
                {SHARE_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AdminList
        pending={shares.isPending}
        loading="Loading shares…"
        notices={
          <>
            <FormError message={shares.error?.message ?? (revoke.error ? `The share could not be revoked: ${revoke.error.message}` : null)} />
            {revoke.isSuccess && (
              <p className="form-success" role="status">
                Revoked “{revoke.data.title}”.
              </p>
            )}
          </>
        }
        rows={shares.data?.shares}
        empty="No share matches this filter."
      >
        {(rows) => (
          <DataTable
            label="Shares"
            caption={<>{total} share{total === 1 ? '' : 's'}</>}
            columns={['Created', 'Title', 'Type', 'Owner', 'State', 'Views', 'Last viewed', 'Expires', 'Password']}
            actions
          >
            {rows.map((s) => (
              <tr key={s.id}>
                <td className="data-table__when">{formatShareTime(s.createdAt)}</td>
                <td className="admin-shares__title">{s.title}</td>
                <td className="data-table__nowrap">{typeLabel(s.outputType)}</td>
                <td>{s.ownerEmail ?? <span className="muted">Account removed</span>}</td>
                <td>
                  {SHARE_STATE_LABELS[s.state]}
                  {!s.isPublic && s.state !== 'private' && <span className="fine-print"> (private)</span>}
                </td>
                <td>
                  {s.viewCount}
                  {s.maxViews !== null && <span className="fine-print"> / {s.maxViews}</span>}
                </td>
                <td className="data-table__when">{s.lastViewedAt ? formatShareTime(s.lastViewedAt) : '—'}</td>
                <td className="data-table__when">{s.expiresAt ? formatShareTime(s.expiresAt) : 'Never'}</td>
                <td>{s.requiresPassword ? 'Yes' : 'No'}</td>
                <td>
                  {!isFinalState(s.state) && (
                    <button type="button" className="button button--small" disabled={revoke.isPending} onClick={() => setRevoking(s)}>
                      Revoke<span className="visually-hidden"> {s.title}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
      <AdminPager offset={offset} total={total} pageSize={ADMIN_SHARES_PAGE_SIZE} onChange={setOffset} />
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.title}”?`}
          confirmLabel="Revoke link"
          destructive
          busy={revoke.isPending}
          onConfirm={() => confirmRevoke(revoking)}
          onCancel={() => setRevoking(null)}
        >
          <p>
            Owner: {revoking.ownerEmail ?? 'account removed'}. The link stops working for everyone who has it. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
