import { isValidEmail } from '@bv/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

export function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'Email is required';
  if (!isValidEmail(email)) return 'Please enter a valid email address';
  return null;
}

type GuestCheckoutWidgetProps = { planName: string; guestPrice: number; discountCode: string };

export function GuestCheckoutWidget({ planName, guestPrice, discountCode }: GuestCheckoutWidgetProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const upgradeRef = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  useEffect(() => {
    if (!toggled.current) return;
    if (expanded) headingRef.current?.focus();
    else upgradeRef.current?.focus();
  }, [expanded]);

  const toggle = (next: boolean) => {
    toggled.current = true;
    setExpanded(next);
  };

  const problem = emailProblem(email);
  const shownProblem = emailTouched ? problem : null;
  // Payments arrive with the billing release; until then the button stays honest and inert.
  const checkoutAvailable = false;
  const canPurchase = checkoutAvailable && problem === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmailTouched(true);
  };

  if (!expanded) {
    return (
      <div className="guest-checkout">
        <button ref={upgradeRef} type="button" className="button button--accent button--block" onClick={() => toggle(true)}>
          Upgrade Now
        </button>
      </div>
    );
  }

  return (
    <form className="guest-checkout guest-checkout--open" onSubmit={submit} noValidate>
      <h5 className="guest-checkout__heading" ref={headingRef} tabIndex={-1}>
        30-Second Checkout
      </h5>
      <p className="hint">
        {planName} for S${guestPrice} with code {discountCode}. No account needed.
      </p>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? `${id}-email-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailTouched(true);
          }}
          onBlur={() => setEmailTouched(true)}
          required
        />
        {shownProblem && (
          <p className="field__error" id={`${id}-email-error`}>
            {shownProblem}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-first-name`}>
          First name <span className="muted">(optional)</span>
        </label>
        <input id={`${id}-first-name`} autoComplete="given-name" value={firstName} onChange={(event) => setFirstName(event.target.value)} />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={!canPurchase}>
        Checkout opens soon
      </button>
      <p className="fine-print">
        Online payment is not open yet, so nothing can be charged here today. When checkout opens, this button takes you to secure
        payment at the price above.
      </p>
      <button type="button" className="button button--link" onClick={() => toggle(false)}>
        Back
      </button>
    </form>
  );
}
