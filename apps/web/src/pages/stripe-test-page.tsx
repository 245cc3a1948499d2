import '../billing/billing.css';
import { useId, useState } from 'react';
import { billingApi } from '../api/billing';
import { accessToken } from '../auth/access-token';
import { useAuth } from '../auth/auth-context';
import { reserveCheckoutTab } from '../billing/checkout-tab';
import { runCheckout } from '../billing/run-checkout';
import { useTestLog } from '../billing/use-test-log';
import { IS_PRODUCTION_BUILD } from '../build-env';
import { SimplePage } from '../layout/simple-page';
import { useToast } from '../ui/toast/toast-context';
import { formatTime } from '../format/format';

type TestPaymentType = 'one_time' | 'subscription';
type Mode = 'authenticated' | 'guest';

const PRODUCTS: Array<{ paymentType: TestPaymentType; title: string; price: string }> = [
  { paymentType: 'one_time', title: 'One-time test product', price: '$1 one-time' },
  { paymentType: 'subscription', title: 'Recurring test product', price: '$1/month' },
];
export const TEST_GUEST_EMAIL = 'payment-test@example.com';

/** The payment test page (docs/product-rules.md, "Payment test page"): only admins see it in a production build. */
export function StripeTestPage() {
  const { status, user, isAdmin } = useAuth();
  if (IS_PRODUCTION_BUILD && !isAdmin) {
    return (
      <SimplePage title="Payment Test" heading="Payment test" eyebrow="Admin Preview Mode" noindex>
        <p>This page is for Blueprint Vault administrators.</p>
      </SimplePage>
    );
  }
  return <PaymentTests signedInAs={status === 'signed-in' && user ? user.email : null} />;
}

function PaymentTests({ signedInAs }: { signedInAs: string | null }) {
  const id = useId();
  const showToast = useToast();
  const { entries, log } = useTestLog();
  const [guestEmail, setGuestEmail] = useState(TEST_GUEST_EMAIL);
  const [running, setRunning] = useState<string | null>(null);

  const test = (paymentType: TestPaymentType, mode: Mode) => {
    if (mode === 'authenticated' && (!signedInAs || !accessToken())) {
      showToast({ title: 'Authentication Required', description: 'Please sign in to test authenticated checkout', variant: 'destructive' });
      return;
    }
    const email = guestEmail.trim();
    const label = `${paymentType === 'one_time' ? 'one-time' : 'monthly'} ${mode} checkout`;
    const tab = reserveCheckoutTab();
    setRunning(`${paymentType}-${mode}`);
    log(`Creating ${label}${mode === 'guest' ? ` for ${email}` : ''}…`);
    const body = mode === 'guest' ? { paymentType, email } : { paymentType };
    void runCheckout(tab, () => billingApi.testCheckout(body), { flow: 'test', paymentType }).then((outcome) => {
      setRunning(null);
      if (outcome.kind === 'opened') {
        log(`Opened ${label} in a new tab: ${outcome.url}`);
        return;
      }
      const reason = outcome.kind === 'no-url' ? 'No checkout URL received' : outcome.message || 'Failed to create checkout session';
      log(`Failed: ${reason}`);
      showToast({ title: 'Checkout Failed', description: reason, variant: 'destructive' });
    });
  };

  return (
    <SimplePage title="Payment Test" heading="Payment test" eyebrow="Admin Preview Mode" noindex>
      <p role="status">{signedInAs ? `Signed in as ${signedInAs}` : 'Not signed in: only the guest tests are available.'}</p>
      <section className="billing-panel" aria-labelledby={`${id}-instructions`}>
        <h2 id={`${id}-instructions`}>How to test</h2>
        <ul>
          <li>Use Stripe in test mode (test keys); no real card is charged. Without a Stripe key the local sandbox takes the payment.</li>
          <li>
            Pay with the test card <code>4242 4242 4242 4242</code>, any future expiry date and any three-digit CVC.
          </li>
          <li>Checkout opens in a new tab; this page keeps the log.</li>
        </ul>
      </section>
      <div className="field">
        <label htmlFor={`${id}-guest-email`}>Guest e-mail</label>
        <input id={`${id}-guest-email`} type="email" autoComplete="off" value={guestEmail} onChange={(e) => setGuestEmail(e.target.value)} />
      </div>
      <div className="card-grid">
        {PRODUCTS.map((product) => (
          <section key={product.paymentType} className="card" aria-labelledby={`${id}-${product.paymentType}`}>
            <h2 className="card__title" id={`${id}-${product.paymentType}`}>
              {product.title}
            </h2>
            <p>{product.price}</p>
            <div className="button-row">
              <button type="button" className="button button--primary" disabled={!signedInAs || running !== null} onClick={() => test(product.paymentType, 'authenticated')}>
                {running === `${product.paymentType}-authenticated` ? 'Processing...' : 'Test signed in'}
              </button>
              <button type="button" className="button button--secondary" disabled={guestEmail.trim() === '' || running !== null} onClick={() => test(product.paymentType, 'guest')}>
                {running === `${product.paymentType}-guest` ? 'Processing...' : 'Test as guest'}
              </button>
            </div>
          </section>
        ))}
      </div>
      <section aria-labelledby={`${id}-log`}>
        <h2 id={`${id}-log`}>Log</h2>
        {entries.length === 0 ? (
          <p className="fine-print">Nothing yet.</p>
        ) : (
          <ol className="test-log">
            {entries.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at.toISOString()}>{formatTime(entry.at)}</time> {entry.text}
              </li>
            ))}
          </ol>
        )}
      </section>
    </SimplePage>
  );
}
