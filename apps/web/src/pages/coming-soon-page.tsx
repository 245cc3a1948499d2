import { useId, useState, type FormEvent } from 'react';
import { useLaunchSignUp } from '../api/launch-notifications';
import type { ApiError } from '../api/api-error';
import { SimplePage } from '../layout/simple-page';

const FEATURES = [
  { title: 'Expert consultations', text: 'Book a 1:1 session with an experienced M&A and fundraising advisor to review your report and materials.' },
  { title: 'Founder+ and Founder Elite', text: 'Premium plans that add advisor guidance to the full Blueprint Vault toolkit.' },
  { title: 'Early-bird price locks', text: 'Phase 1 buyers keep their Phase 2 price for good when it launches.' },
];

type Outcome = { kind: 'thanks' | 'failed'; title: string; detail: string };

/** An address already on the list is answered like a new one (the server tells no one who is on it). */
function outcomeOfError(error: ApiError): Outcome {
  // A bad address is the visitor's to fix, not "something went wrong".
  if (error.status === 400) return { kind: 'failed', title: 'Check your e-mail address.', detail: error.message };
  return { kind: 'failed', title: 'Something went wrong', detail: 'Please try again in a moment.' };
}

export function ComingSoonPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signUp = useLaunchSignUp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    signUp.mutate(email.trim(), {
      onSuccess: (result) => {
        setEmail('');
        // The server's message already thanks the visitor ("Thank you! We'll e-mail you…").
        setOutcome({ kind: 'thanks', title: '', detail: result.message });
      },
      onError: (error) => setOutcome(outcomeOfError(error)),
    });
  };

  return (
    <SimplePage title="Coming Soon" heading="Coming Soon" eyebrow="Phase 2" className="coming-soon">
      <ul className="card-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card">
            <h2 className="card__title">{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      {/* The sign-up is one card: the promise beside the form on wide screens, above it on a phone. */}
      <section className="coming-soon__notify" aria-label="Launch notice">
        {/* No launch date: a printed quarter goes stale (docs/product-rules.md, "Coming-soon page"). */}
        <p className="lead">In development now. Leave your e-mail and we will write once, on the day it launches.</p>
        <form className="notify-form" onSubmit={submit} noValidate>
          <fieldset>
            <legend>Get notified at launch</legend>
            <div className="field">
              <label htmlFor={`${id}-email`}>Email</label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <button type="submit" className="button button--primary" disabled={email.trim() === '' || signUp.isPending}>
              {signUp.isPending ? 'Signing up...' : 'Notify me'}
            </button>
          </fieldset>
          <div role="status" aria-live="polite">
            {outcome && (
              <p className={outcome.kind === 'failed' ? 'inline-error' : 'fine-print'}>
                {outcome.title && <strong>{outcome.title} </strong>}
                {outcome.detail}
              </p>
            )}
          </div>
        </form>
      </section>
    </SimplePage>
  );
}
