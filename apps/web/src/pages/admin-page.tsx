import '../account/account.css';
import '../admin/admin.css';
import { NavLink, useParams } from 'react-router';
import { AdminEmailLogs } from '../admin/admin-email-logs';
import { AdminFlags } from '../admin/admin-flags';
import { AdminMailbox } from '../admin/admin-mailbox';
import { AdminMfaPrompt, useAdminMfaRequired } from '../admin/admin-mfa-required';
import { useSessionAal } from '../admin/session-second-factor';
import { AdminPayments } from '../admin/admin-payments';
import { AdminShares } from '../admin/admin-shares';
import { AdminUserBilling } from '../admin/admin-user-billing';
import { AdminUsers } from '../admin/admin-users';
import { useAuth } from '../auth/auth-context';
import { WorkspacePage } from '../layout/workspace-page';
import { usePathPrefix } from '../routing/path-prefix';
import { SectionNav } from '../ui/section-nav';

const SECTIONS = [
  { path: 'users', label: 'Users', Component: AdminUsers },
  { path: 'payments', label: 'Payments', Component: AdminPayments },
  { path: 'shares', label: 'Shares', Component: AdminShares },
  { path: 'emails', label: 'E-mail logs', Component: AdminEmailLogs },
  { path: 'mailbox', label: 'Mailbox', Component: AdminMailbox },
  { path: 'flags', label: 'Feature flags', Component: AdminFlags },
] as const;

/** The server only serves this page to admins; the check here covers a session that changed since. */
export function AdminPage() {
  const { isAdmin } = useAuth();
  const { withPrefix } = usePathPrefix();
  // A session without a second factor gets the prompt before any admin section mounts, so it
  // sends no admin request at all (docs/product-rules.md, "Admin"); a refusal from the server
  // (a token this page could not read) still shows the same prompt.
  const refused = useAdminMfaRequired();
  const mfaRequired = useSessionAal() === 'aal1' || refused;
  // The part after /admin/: a section, or users/{id}/billing for one user's entitlements.
  const rest = useParams()['*'] ?? '';
  if (!isAdmin) {
    return (
      <WorkspacePage title="Admin" heading="This area is for administrators">
        <p>Your account does not have access to it.</p>
      </WorkspacePage>
    );
  }
  if (mfaRequired) {
    return (
      <WorkspacePage title="Admin" heading="Admin panel">
        <AdminMfaPrompt />
      </WorkspacePage>
    );
  }
  const billingOf = /^users\/([^/]+)\/billing\/?$/.exec(rest)?.[1];
  const current = SECTIONS.find((s) => rest === s.path || rest.startsWith(`${s.path}/`)) ?? SECTIONS[0];
  return (
    // The section is the page's title (as in Stripe's dashboard): one heading, under the trail
    // "Admin › Users", never "Admin panel" above a second "Users".
    <WorkspacePage
      title={`Admin · ${current.label}`}
      heading={billingOf ? 'Customer billing' : current.label}
      wide
      breadcrumbs={[{ label: 'Admin', to: '/admin' }, ...(billingOf ? [{ label: current.label, to: `/admin/${current.path}` }, { label: 'Billing' }] : [{ label: current.label }])]}
    >
      <SectionNav label="Admin sections" current={current.label} location={rest} className="account-tabs admin-tabs">
        {SECTIONS.map((s) => (
          <li key={s.path}>
            <NavLink className="account-tabs__link" to={withPrefix(`/admin/${s.path}`)} aria-current={s === current ? 'page' : undefined}>
              {s.label}
            </NavLink>
          </li>
        ))}
      </SectionNav>
      <div className="admin-panel">{billingOf ? <AdminUserBilling userId={decodeURIComponent(billingOf)} /> : <current.Component />}</div>
    </WorkspacePage>
  );
}
