import './auth.css';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-error';
import { verificationApi } from '../api/verification';
import { AuthField } from './auth-field';
import { FormError } from './form-error';
import { useCountdown } from './use-countdown';
import type { PlanSelection } from '../billing/saved-plan';
import { useFormSubmit } from './use-form-submit';

/** The server's wait between two verification e-mails to one address (gateway RESEND_COOLDOWN_SECONDS). */
export const RESEND_WAIT_SECONDS = 60;

type CheckInboxProps = {
  email: string;
  /** The password just typed at sign-up, held in memory only: it proves the address change is theirs. */
  password: string;
  /** The plan waiting for checkout, when one was chosen before sign-up: named here, carried by every new link. */
  plan?: { name: string; selection: PlanSelection };
  onAddressChanged: (email: string) => void;
  onSignIn: () => void;
};

/**
 * After sign-up (docs/product-rules.md, "Accounts and security"): where the link went, sending it
 * again once the wait is over, and fixing a mistyped address without starting again.
 */
export function CheckInbox({ email, password, plan, onAddressChanged, onSignIn }: CheckInboxProps) {
  const [nextSendAt, setNextSendAt] = useState(() => Date.now() + RESEND_WAIT_SECONDS * 1000);
  const wait = useCountdown(nextSendAt);
  const [notice, setNotice] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const resend = useFormSubmit();

  const sendAgain = () =>
    void resend.run(async () => {
      setNotice(null);
      try {
        const { retryAfterSeconds } = await verificationApi.resend(email, plan?.selection);
        setNextSendAt(Date.now() + retryAfterSeconds * 1000);
        setNotice(`We sent a new link to ${email}.`);
      } catch (err) {
        // Inside the server's wait: count down from what it says, and say why.
        if (err instanceof ApiError && err.status === 429 && err.retryAfter) setNextSendAt(Date.now() + err.retryAfter * 1000);
        throw err;
      }
    });

  return (
    <section className="check-inbox" aria-labelledby="check-inbox-heading">
      <svg className="check-inbox__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <rect x="2.5" y="5" width="19" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3.5 6.5 12 13l8.5-6.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <h2 id="check-inbox-heading">Check your inbox</h2>
      <p>
        We sent a link to <strong className="check-inbox__address">{email}</strong>. Open it to verify your address and you are signed in.
        The link works once and expires in 24 hours.
      </p>
      {plan && <p className="check-inbox__plan">Checkout for {plan.name} continues as soon as you are in.</p>}
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      <FormError message={resend.error} />
      {changing ? (
        <ChangeAddressForm
          email={email}
          password={password}
          plan={plan?.selection}
          onCancel={() => setChanging(false)}
          onChanged={(newEmail) => {
            setChanging(false);
            setNextSendAt(Date.now() + RESEND_WAIT_SECONDS * 1000);
            setNotice(`We sent a new link to ${newEmail}. The link sent to ${email} no longer works.`);
            onAddressChanged(newEmail);
          }}
        />
      ) : (
        <div className="check-inbox__actions">
          <button type="button" className="button button--secondary" onClick={sendAgain} disabled={resend.busy || wait > 0} aria-describedby="resend-wait">
            {resend.busy ? 'Sending...' : wait > 0 ? `Resend e-mail (${wait} s)` : 'Resend e-mail'}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setChanging(true)}>
            Change address
          </button>
        </div>
      )}
      <p id="resend-wait" className="check-inbox__hint">
        {wait > 0 ? `No e-mail? Check your spam folder. You can send another in ${wait} s.` : 'No e-mail? Check your spam folder, or send it again.'}
      </p>
      <p className="check-inbox__hint">
        Verified on another device? 
        <button type="button" className="link-button" onClick={onSignIn}>
          Sign in here
        </button>
      </p>
    </section>
  );
}

type ChangeAddressFormProps = { email: string; password: string; plan?: PlanSelection; onCancel: () => void; onChanged: (email: string) => void };

function ChangeAddressForm({ email, password, plan, onCancel, onChanged }: ChangeAddressFormProps) {
  const [newEmail, setNewEmail] = useState(email);
  const { busy, error, run } = useFormSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onChanged((await verificationApi.changeAddress(email, password, newEmail.trim(), plan)).email));
  };
  const unchanged = newEmail.trim().toLowerCase() === email.toLowerCase();
  const why = useId();
  return (
    <form className="auth-form check-inbox__change" onSubmit={submit} aria-label="Change address">
      <AuthField label="Correct e-mail address" type="email" autoComplete="email" inputMode="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} required autoFocus />
      <FormError message={error} />
      <div className="check-inbox__actions">
        <button className="button button--primary" type="submit" disabled={busy || unchanged} aria-describedby={unchanged ? why : undefined}>
          {busy ? 'Sending...' : 'Send link to this address'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        {/* A disabled button says why (the why is its description). */}
        {unchanged && (
          <p id={why} className="disabled-reason">
            Type the address the link should go to: this is the one it went to.
          </p>
        )}
      </div>
    </form>
  );
}
