import '../billing/billing.css';
import type { VerifyPaymentResponse } from '@bv/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApiError } from '../api/api-error';
import { billingApi } from '../api/billing';
import { useAuth } from '../auth/auth-context';
import { pageNavigation } from '../billing/page-navigation';
import { EarlyBirdPanel } from '../billing/payment-success/early-bird-panel';
import { toolsBought, WhatsNext } from '../billing/payment-success/whats-next';
import { useBillingOverview } from '../billing/use-billing-overview';
import { verificationProblem, verificationRequestProblem } from '../billing/verification-problem';
import { SimplePage } from '../layout/simple-page';
import { usePathPrefix } from '../routing/path-prefix';
import { useToast } from '../ui/toast/toast-context';

function ReturnHome() {
  const { withPrefix } = usePathPrefix();
  return (
    <Link className="button button--primary" to={withPrefix('/')}>
      Return Home
    </Link>
  );
}

/** docs/product-rules.md, "Payments and refunds": verifying, then an error or the success screen. */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const verification = useQuery<VerifyPaymentResponse, ApiError>({
    queryKey: ['billing', 'verify-payment', sessionId],
    queryFn: () => billingApi.verifyPayment(sessionId ?? ''),
    enabled: Boolean(sessionId),
  });

  if (!sessionId) {
    return (
      <SimplePage title="Payment Error" heading="Payment Error">
        <p>No payment session found. Please try again or contact support.</p>
        <div className="button-row">
          <ReturnHome />
        </div>
      </SimplePage>
    );
  }

  if (verification.isPending) {
    return (
      <SimplePage title="Verifying Payment" heading="Verifying Payment...">
        <p role="status">Please keep this page open while we confirm your payment.</p>
      </SimplePage>
    );
  }

  const problem = verification.isError ? verificationRequestProblem(verification.error) : verificationProblem(verification.data);
  if (problem?.refunded) {
    return (
      <SimplePage title="Payment Refunded" heading="Payment Refunded">
        <p role="alert">{problem.message}</p>
        <div className="button-row">
          <ReturnHome />
        </div>
      </SimplePage>
    );
  }
  if (problem || !verification.data) {
    return (
      <SimplePage title="Payment Verification Error" heading="Payment Verification Error">
        <p role="alert">{problem?.message}</p>
        {problem?.stillProcessing && <p>Your payment is still processing. This usually takes a moment: retry verification shortly.</p>}
        <div className="button-row">
          <ReturnHome />
          <button type="button" className="button button--secondary" onClick={() => pageNavigation.reload()}>
            Retry Verification
          </button>
        </div>
      </SimplePage>
    );
  }

  return <PaymentVerified answer={verification.data} />;
}

function PaymentVerified({ answer }: { answer: VerifyPaymentResponse }) {
  const { status, user } = useAuth();
  const showToast = useToast();
  const toasted = useRef(false);
  const signedIn = status === 'signed-in' && user !== null;
  const overview = useBillingOverview(signedIn);
  // Eligibility errors count as not eligible
  // (docs/product-rules.md, "Launch phases and early-bird price locks").
  const earlyBird = overview.data?.earlyBird.eligible ? overview.data.earlyBird : null;
  const boughtAsGuest = status !== 'loading' && answer.email !== null && (!user || user.email.toLowerCase() !== answer.email.toLowerCase());

  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    showToast({ title: 'Payment verified successfully!' });
  }, [showToast]);

  return (
    <SimplePage title="Payment Successful" heading="Payment Successful!">
      <p className="lead">Thank you for your purchase. Your access has been activated.</p>
      {answer.planName && (
        <p>
          You bought <strong>{answer.planName}</strong>
          {answer.email && <> for {answer.email}</>}.
        </p>
      )}
      {boughtAsGuest && (
        <p className="form-success" role="status">
          We've sent an e-mail to {answer.email} with a link to set your password. Use it to sign in and reach your purchase (if you
          already have an account with that address, just sign in).
        </p>
      )}
      <WhatsNext tools={toolsBought(answer)} />
      {earlyBird && user && <EarlyBirdPanel earlyBird={earlyBird} email={user.email} />}
    </SimplePage>
  );
}
