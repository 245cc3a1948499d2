import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-error';
import { adminApi, type AdminUser } from '../api/admin';
import { useAuth } from '../auth/auth-context';
import { FormError } from '../auth/form-error';
import { formatDate } from '../billing/format';
import { usePathPrefix } from '../routing/path-prefix';
import { DataTable } from '../ui/data-table';
import { AdminList } from './admin-list';
import { ConfirmDialog } from './confirm-dialog';

/** Users list with search; admins can grant or revoke the admin role (the server checks every call). */
export function AdminUsers() {
  const { user: me } = useAuth();
  const { withPrefix } = usePathPrefix();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim());
  const queryClient = useQueryClient();
  const users = useQuery<{ users: AdminUser[]; total: number }, ApiError>({ queryKey: ['admin', 'users', search], queryFn: () => adminApi.users(search) });
  const setAdmin = useMutation<AdminUser, ApiError, { id: string; admin: boolean }>({
    mutationFn: ({ id, admin }) => adminApi.setAdmin(id, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
  const total = users.data?.total ?? 0;
  // Granting or removing the admin role is confirmed in the page, naming the person.
  const [toChange, setToChange] = useState<AdminUser | null>(null);
  const grant = toChange?.role !== 'admin';

  return (
    <div className="admin-section">
      <div className="filter-row">
        <div className="field">
          <label htmlFor="admin-user-search">Search by e-mail or name</label>
          <input id="admin-user-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
      </div>
      <AdminList
        pending={users.isPending}
        loading="Loading users…"
        notices={<FormError message={users.error?.message ?? setAdmin.error?.message ?? null} />}
        rows={users.data?.users}
        empty={<>No user matches “{search}”.</>}
      >
        {(rows) => (
          <DataTable label="Users" caption={<>{total} user{total === 1 ? '' : 's'}</>} columns={['Name', 'E-mail', 'Role', 'Joined']} actions>
            {rows.map((u) => (
              <tr key={u.id}>
                <td className="admin-users__name">{u.name}</td>
                <td className="data-table__wide">
                  <span className="email-text">{u.email}</span>
                  {!u.emailVerified && <span className="admin-pill admin-pill--warn">Unverified</span>}
                </td>
                <td>
                  <span className={`admin-pill${u.role === 'admin' ? ' admin-pill--strong' : ''}`}>{u.role === 'admin' ? 'Admin' : 'Member'}</span>
                </td>
                <td className="data-table__when">{formatDate(u.createdAt)}</td>
                <td>
                  {/* Billing last, so it lines up down the list whether or not the row offers a role change. */}
                  <div className="admin-row-actions">
                    {u.id !== me?.id && (
                      <button
                        type="button"
                        className="button button--small button--ghost"
                        disabled={setAdmin.isPending}
                        onClick={() => setToChange(u)}
                      >
                        {u.role === 'admin' ? 'Revoke admin' : 'Make admin'}
                      </button>
                    )}
                    <Link className="button button--small button--secondary" to={withPrefix(`/admin/users/${u.id}/billing`)} aria-label={`Billing of ${u.email}`}>
                      Billing
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
      {toChange && (
        <ConfirmDialog
          title={grant ? `Make ${toChange.name} (${toChange.email}) an admin?` : `Remove admin from ${toChange.name} (${toChange.email})?`}
          confirmLabel={grant ? 'Make admin' : 'Revoke admin'}
          destructive={!grant}
          busy={setAdmin.isPending}
          onConfirm={() => setAdmin.mutate({ id: toChange.id, admin: grant }, { onSettled: () => setToChange(null) })}
          onCancel={() => setToChange(null)}
        >
          <p>
            {grant
              ? 'Admins see every user, payment and share, can refund payments and change feature flags. They need a second factor to open the admin panel.'
              : 'They keep their account and purchases, and lose the admin panel.'}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
