import { useAuth } from '../auth/auth-context';
import { SimplePage } from '../layout/simple-page';

export function AccountPage() {
  const { user } = useAuth();
  return (
    <SimplePage title="Account Settings" heading="Account settings" eyebrow={user?.email} noindex>
      <p>Password, two-factor sign-in, notification preferences and early-bird price locks will be managed here when accounts open.</p>
    </SimplePage>
  );
}
