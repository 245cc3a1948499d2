import { useAuth } from '../auth/auth-context';
import { SimplePage } from '../layout/simple-page';

export function StripeTestPage() {
  const { status, user } = useAuth();
  return (
    <SimplePage title="Payment Test" heading="Payment test" eyebrow="Admin Preview Mode" noindex>
      <p>Authentication status: {status === 'signed-in' && user ? `signed in as ${user.email}` : 'signed out'}.</p>
      <p>
        The S$1 one-time and S$1/month test checkouts arrive with the billing release. They will run only in test mode or against the local
        payment sandbox.
      </p>
    </SimplePage>
  );
}
