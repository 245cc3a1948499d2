import { Link, useSearchParams } from 'react-router';
import { CONTACT_EMAIL } from '../config';
import { SimplePage } from '../layout/simple-page';

export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');

  if (!sessionId) {
    return (
      <SimplePage title="Payment Error" heading="Payment Error">
        <p>No payment session found. Please try again or contact support.</p>
        <div className="button-row">
          <Link className="button button--primary" to="/">
            Return Home
          </Link>
        </div>
      </SimplePage>
    );
  }

  return (
    <SimplePage title="Payment" heading="Payment confirmation">
      <p>
        Payment confirmation opens with online checkout, which is not live yet. If you believe you were charged, write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with this reference: <code>{sessionId}</code>.
      </p>
      <div className="button-row">
        <Link className="button button--primary" to="/">
          Return Home
        </Link>
      </div>
    </SimplePage>
  );
}
