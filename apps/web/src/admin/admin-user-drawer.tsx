import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-error';
import type { AdminUser } from '../api/admin';
import { adminBillingApi, type AdminUserBilling } from '../api/billing';
import { FormError } from '../auth/form-error';
import { entitlementSummary } from '../billing/entitlement-summary';
import { formatCents, formatDate } from '../billing/format';
import { PAYMENT_STATUS_LABELS, planLabel } from '../billing/payment-history';
import { formatDateTime } from '../format/format';
import { usePathPrefix } from '../routing/path-prefix';
import { DrawerAction, DrawerFacts, DrawerSection, SideDrawer } from '../ui/side-drawer';

type RoleChange = { busy: boolean; error: string | null; done: string | null; run: (user: AdminUser, admin: boolean) => void };

/** What the person owns and paid, newest first: the history an admin checks before changing anything. */
function Purchases({ userId }: { userId: string }) {
  const { withPrefix } = usePathPrefix();
  const billing = useQuery<AdminUserBilling, ApiError>({ queryKey: ['admin', 'user-billing', userId], queryFn: () => adminBillingApi.user(userId) });
  if (billing.isPending) return <p role="status">Loading their purchases…</p>;
  if (billing.isError) return <FormError message={billing.error.message} />;
  const data = billing.data;
  return (
    <>
      <p>{entitlementSummary(data) ?? 'No access to paid tools.'}</p>
      {data.payments.length > 0 ? (
        <ul className="side-drawer__history">
          {data.payments.map((p) => (
            <li key={p.id}>
              {planLabel(p)}, {formatCents(p.amount)} · {PAYMENT_STATUS_LABELS[p.status]}
              <time dateTime={p.paidAt ?? p.createdAt}>{formatDateTime(p.paidAt ?? p.createdAt)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="side-drawer__note">No payments yet.</p>
      )}
      <p className="side-drawer__note">
        <Link to={withPrefix(`/admin/users/${userId}/billing`)}>Open their billing page</Link>
      </p>
    </>
  );
}

/** One person's details, purchases and role change (confirmed in the panel), opened from their row. */
export function AdminUserDrawer({ user: u, isMe, roleChange, onClose }: { user: AdminUser; isMe: boolean; roleChange: RoleChange; onClose: () => void }) {
  const grant = u.role !== 'admin';
  return (
    <SideDrawer label="User details" title={u.name} subtitle={<span className="email-text">{u.email}</span>} onClose={onClose} busy={roleChange.busy}>
      <DrawerSection title="Details">
        <DrawerFacts
          facts={[
            { label: 'Role', value: <span className={`admin-pill${u.role === 'admin' ? ' admin-pill--strong' : ''}`}>{u.role === 'admin' ? 'Admin' : 'Member'}</span> },
            { label: 'E-mail', value: u.emailVerified ? 'Verified' : <span className="admin-pill admin-pill--warn">Not verified yet</span> },
            { label: 'Joined', value: formatDate(u.createdAt) },
          ]}
        />
      </DrawerSection>
      <DrawerSection title="Purchases">
        <Purchases userId={u.id} />
      </DrawerSection>
      <DrawerSection title="Actions">
        {isMe ? (
          <p className="side-drawer__note">This is you: another admin can change your role, so the panel is never left without one.</p>
        ) : (
          <div className="side-drawer__actions">
            <DrawerAction
              label={grant ? 'Make admin' : 'Revoke admin'}
              question={grant ? `Make ${u.name} (${u.email}) an admin?` : `Remove admin from ${u.name} (${u.email})?`}
              destructive={!grant}
              busy={roleChange.busy}
              onConfirm={() => roleChange.run(u, grant)}
              consequence={
                <p>
                  {grant
                    ? 'Admins see every user, payment and share, can refund payments and change feature flags. They need a second factor to open the admin panel.'
                    : 'They keep their account and purchases, and lose the admin panel.'}
                </p>
              }
            />
          </div>
        )}
        <FormError message={roleChange.error} />
        {roleChange.done && (
          <p className="form-success" role="status">
            {roleChange.done}
          </p>
        )}
      </DrawerSection>
    </SideDrawer>
  );
}
