import { useId, useState } from 'react';
import { SimplePage } from '../layout/simple-page';

const FEATURES = [
  { title: 'Expert consultations', text: 'Book a 1:1 session with an experienced M&A and fundraising advisor to review your report and materials.' },
  { title: 'Founder+ and Founder Elite', text: 'Premium plans that add advisor guidance to the full Blueprint Vault toolkit.' },
  { title: 'Early-bird price locks', text: 'Phase 1 buyers keep their Phase 2 price for good when it launches.' },
];

export function ComingSoonPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  // Launch sign-ups arrive with the notifications release; the form shows what it will do.
  const signUpOpen = false;

  return (
    <SimplePage title="Coming Soon" heading="Coming Soon" eyebrow="Phase 2">
      <ul className="card-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card">
            <h2 className="card__title">{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      <p className="lead">Expected Launch: Q3 2025</p>
      <form className="notify-form" onSubmit={(event) => event.preventDefault()} aria-describedby={`${id}-note`}>
        <fieldset disabled={!signUpOpen}>
          <legend>Get notified at launch</legend>
          <div className="field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          <button type="submit" className="button button--primary" disabled={!signUpOpen || email.trim() === ''}>
            Notify me
          </button>
        </fieldset>
        <p className="fine-print" id={`${id}-note`}>
          Launch sign-ups open with our next release; this form is switched off until we can store your address properly.
        </p>
      </form>
    </SimplePage>
  );
}
