import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { adminApi, type AdminUser } from '../api/admin';
import { useAuth } from '../auth/auth-context';
import { FormError } from '../auth/form-error';
import { formatDate } from '../billing/format';
import { DataTable } from '../ui/data-table';
import { AdminList } from './admin-list';
import { AdminUserDrawer } from './admin-user-drawer';

/** Users list with search; a row opens the person's drawer, where an admin grants or revokes the admin role (the server checks every call). */
export function AdminUsers() {
  const { user: me } = useAuth();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim());
  const queryClient = useQueryClient();
  const users = useQuery<{ users: AdminUser[]; total: number }, ApiError>({ queryKey: ['admin', 'users', search], queryFn: () => adminApi.users(search) });
  const setAdmin = useMutation<AdminUser, ApiError, { id: string; admin: boolean }>({
    mutationFn: ({ id, admin }) => adminApi.setAdmin(id, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
  const total = users.data?.total ?? 0;
  // The open person, read from the list so a role change shows at once (the snapshot when a search took the row away).
  const [opened, setOpened] = useState<AdminUser | null>(null);
  const selected = opened ? (users.data?.users.find((u) => u.id === opened.id) ?? opened) : null;
  const open = (u: AdminUser) => {
    setAdmin.reset();
    setOpened(u);
  };
  const changed = setAdmin.data;

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
        notices={<FormError message={users.error?.message ?? null} />}
        rows={users.data?.users}
        empty={<>No user matches “{search}”.</>}
      >
        {(rows) => (
          <DataTable label="Users" caption={<>{total} user{total === 1 ? '' : 's'}</>} columns={['Name', 'E-mail', 'Role', 'Joined']} actions>
            {rows.map((u) => (
              <tr key={u.id} className={`admin-row--opens${u.id === selected?.id ? ' admin-row--selected' : ''}`} onClick={() => open(u)}>
                <td className="admin-users__name">
                  <button type="button" className="admin-row-open" onClick={(e) => (e.stopPropagation(), open(u))} aria-haspopup="dialog" aria-label={`${u.name}: details`}>
                    {u.name}
                  </button>
                  {u.id === me?.id && <span className="fine-print"> (you)</span>}
                </td>
                <td className="data-table__wide">
                  <span className="email-text">{u.email}</span>
                  {!u.emailVerified && <span className="admin-pill admin-pill--warn">Unverified</span>}
                </td>
                <td>
                  <span className={`admin-pill${u.role === 'admin' ? ' admin-pill--strong' : ''}`}>{u.role === 'admin' ? 'Admin' : 'Member'}</span>
                </td>
                <td className="data-table__when">{formatDate(u.createdAt)}</td>
                <td className="admin-row-chevron" aria-hidden="true">
                  ›
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
      {selected && (
        <AdminUserDrawer
          user={selected}
          isMe={selected.id === me?.id}
          onClose={() => setOpened(null)}
          roleChange={{
            busy: setAdmin.isPending,
            error: setAdmin.error ? `The role was not changed: ${setAdmin.error.message}` : null,
            done: changed ? (changed.role === 'admin' ? `${changed.name} is now an admin.` : `${changed.name} is no longer an admin.`) : null,
            run: (user, admin) => setAdmin.mutate({ id: user.id, admin }),
          }}
        />
      )}
    </div>
  );
}
