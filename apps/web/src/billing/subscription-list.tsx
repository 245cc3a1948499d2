import type { SubscriptionView } from '@bv/contracts';
import { useState } from 'react';
import { FormError } from '../auth/form-error';
import { ConfirmDialog } from '../ui/confirm-dialog';
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
  const [canceling, setCanceling] = useState<SubscriptionView | null>(null);

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
                <button type="button" className="button button--small button--secondary" disabled={change.isPending} onClick={() => setCanceling(s)}>
                  Cancel at period end
                </button>
              ))}
          </li>
        ))}
      </ul>
      <FormError message={change.error?.message ?? null} />
      {canceling && (
        <ConfirmDialog
          title={`Cancel ${canceling.planName}?`}
          confirmLabel="Cancel at period end"
          busy={change.isPending}
          onConfirm={() => change.mutate({ id: canceling.id, action: 'cancel' }, { onSettled: () => setCanceling(null) })}
          onCancel={() => setCanceling(null)}
        >
          <p>You keep access until the current period ends{canceling.currentPeriodEnd ? ` on ${formatDate(canceling.currentPeriodEnd)}` : ''}, and you can resume before then.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
