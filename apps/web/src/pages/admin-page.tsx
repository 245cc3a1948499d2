import { useAuth } from '../auth/auth-context';
import { SimplePage } from '../layout/simple-page';

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
      <p>Feature flags, launch phases, the local mailbox and user roles will be managed here in a later release.</p>
    </SimplePage>
  );
}
