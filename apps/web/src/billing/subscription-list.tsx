import type { SubscriptionView } from '@bv/contracts';
import { FormError } from '../auth/form-error';
import { formatDate } from './format';
import { useSubscriptionAction } from './use-billing-overview';

const STATUS_LABELS: Record<SubscriptionView['status'], string> = {
  incomplete: 'Awaiting payment',
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};
const LIVE = new Set<SubscriptionView['status']>(['active', 'trialing', 'past_due']);

function periodText(s: SubscriptionView): string | null {
  if (!s.currentPeriodEnd || !LIVE.has(s.status)) return null;
  return s.cancelAtPeriodEnd ? `Ends on ${formatDate(s.currentPeriodEnd)}` : `Renews on ${formatDate(s.currentPeriodEnd)}`;
}

/** Subscriptions with their status and period end; live ones can be canceled at period end or resumed. */
export function SubscriptionList({ subscriptions }: { subscriptions: SubscriptionView[] }) {
  const change = useSubscriptionAction();
  const cancel = (s: SubscriptionView) => {
    const end = s.currentPeriodEnd ? ` on ${formatDate(s.currentPeriodEnd)}` : '';
    if (window.confirm(`Cancel ${s.planName}? You keep access until the current period ends${end}.`)) change.mutate({ id: s.id, action: 'cancel' });
  };

  return (
    <>
      <ul className="billing-list">
        {subscriptions.map((s) => (
          <li key={s.id} className="billing-list__item">
            <div>
              <strong>{s.planName}</strong> <span className="badge">{STATUS_LABELS[s.status]}</span>
              {periodText(s) && <p className="fine-print">{periodText(s)}</p>}
            </div>
            {LIVE.has(s.status) &&
              (s.cancelAtPeriodEnd ? (
                <button type="button" className="button button--small button--secondary" disabled={change.isPending} onClick={() => change.mutate({ id: s.id, action: 'resume' })}>
                  Resume
                </button>
              ) : (
                <button type="button" className="button button--small button--secondary" disabled={change.isPending} onClick={() => cancel(s)}>
                  Cancel at period end
                </button>
              ))}
          </li>
        ))}
      </ul>
      <FormError message={change.error?.message ?? null} />
    </>
  );
}
