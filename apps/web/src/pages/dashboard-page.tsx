import { useAuth } from '../auth/auth-context';
import { SimplePage } from '../layout/simple-page';

export function DashboardPage() {
  const { user } = useAuth();
  return (
    <SimplePage title="Dashboard" heading="Your dashboard" eyebrow={user?.email}>
      <p>Your assessments, reports and shared outputs will be listed here once the paid tools open. Nothing has been saved yet.</p>
    </SimplePage>
  );
}
