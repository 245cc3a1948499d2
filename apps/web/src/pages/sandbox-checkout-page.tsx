import '../billing/billing.css';
import type { SandboxSession } from '@bv/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ApiError } from '../api/api-error';
import { billingApi } from '../api/billing';
import { FormError } from '../auth/form-error';
import { formatCents, TOOL_NAMES } from '../billing/format';
import { pageNavigation } from '../billing/page-navigation';
import { SimplePage } from '../layout/simple-page';
import { usePathPrefix } from '../routing/path-prefix';

const CLOSED: Record<Exclude<SandboxSession['status'], 'open'>, { heading: string; text: string }> = {
  paid: { heading: 'Already paid', text: 'This checkout has been paid. Nothing more to do here.' },
  canceled: { heading: 'Checkout canceled', text: 'This checkout was canceled. Start a new one from the pricing section.' },
  expired: { heading: 'Checkout expired', text: 'This checkout has expired. Start a new one from the pricing section.' },
};

function SandboxBanner() {
  return (
    <p className="sandbox-banner" role="note">
      <strong>Sandbox checkout — no real payment is taken.</strong> This page stands in for the payment provider while none is
      configured.
    </p>
  );
}

/** The local payment provider's checkout page (used when no Stripe key is configured). */
export function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const { withPrefix } = usePathPrefix();
  const session = useQuery<SandboxSession, ApiError>({ queryKey: ['billing', 'sandbox', sessionId], queryFn: () => billingApi.sandboxSession(sessionId) });
  // Either button ends on the redirect the server names (payment-success or back to pricing).
  const act = useMutation<{ redirectUrl: string }, ApiError, 'pay' | 'cancel'>({
    mutationFn: (action) => (action === 'pay' ? billingApi.sandboxPay(sessionId) : billingApi.sandboxCancel(sessionId)),
    onSuccess: ({ redirectUrl }) => pageNavigation.assign(redirectUrl),
    retry: false,
  });
  const page = (heading: string, body: ReactNode) => (
    <SimplePage title="Sandbox Checkout" heading={heading} eyebrow="Sandbox" noindex>
      <SandboxBanner />
      {body}
    </SimplePage>
  );

  if (session.isPending) return page('Sandbox checkout', <p role="status">Loading checkout…</p>);
  if (session.isError) {
    const unknown = session.error.status === 404;
    return page(
      unknown ? 'Checkout not found' : 'Checkout unavailable',
      <>
        <p>{unknown ? 'This checkout session does not exist, or payments are handled by Stripe here.' : session.error.message}</p>
        <Link className="button button--primary" to={withPrefix('/')}>
          Return Home
        </Link>
      </>,
    );
  }

  const s = session.data;
  const details = (
    <dl className="checkout-summary">
      <dt>Plan</dt>
      <dd>
        {s.planName} ({s.paymentType === 'subscription' ? 'monthly subscription' : 'one-time'})
      </dd>
      {s.tool && (
        <>
          <dt>Tool</dt>
          <dd>{TOOL_NAMES[s.tool]}</dd>
        </>
      )}
      <dt>Amount</dt>
      <dd>
        {formatCents(s.amount)}
        {s.paymentType === 'subscription' && ' a month'} (SGD, GST included)
      </dd>
      <dt>E-mail</dt>
      <dd>{s.email}</dd>
      {s.discountCode && (
        <>
          <dt>Discount code</dt>
          <dd>{s.discountCode}</dd>
        </>
      )}
    </dl>
  );

  if (s.status !== 'open') {
    const closed = CLOSED[s.status];
    return page(
      closed.heading,
      <>
        {details}
        <p>{closed.text}</p>
        <Link className="button button--primary" to={{ pathname: withPrefix('/'), hash: 'pricing' }}>
          See plans
        </Link>
      </>,
    );
  }

  const busy = act.isPending || act.isSuccess;
  return page(
    'Sandbox checkout',
    <>
      {details}
      <FormError message={act.error?.message ?? null} />
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => act.mutate('pay')}>
          {act.isPending && act.variables === 'pay' ? 'Processing...' : `Pay ${formatCents(s.amount)}`}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => act.mutate('cancel')}>
          Cancel
        </button>
      </div>
    </>,
  );
}
