import { AdminUsers } from '../admin/admin-users';
import { useAuth } from '../auth/auth-context';
import { SimplePage } from '../layout/simple-page';

/** The server only serves this page to admins; the check here covers a session that changed since. */
export function AdminPage() {
  const { isAdmin } = useAuth();
  if (!isAdmin) {
    return (
      <SimplePage title="Admin" heading="Admins only" noindex>
        <p>This area is for Blueprint Vault administrators.</p>
      </SimplePage>
    );
  }
  return (
    <SimplePage title="Admin" heading="Admin panel" noindex>
      <AdminUsers />
    </SimplePage>
  );
}
