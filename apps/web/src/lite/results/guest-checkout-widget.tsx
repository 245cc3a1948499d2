import { isValidEmail, type ToolType } from '@bv/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { billingApi } from '../../api/billing';
import { reserveCheckoutTab } from '../../billing/checkout-tab';
import { liteCheckoutErrorNotice } from '../../billing/lite-checkout-errors';
import { runCheckout } from '../../billing/run-checkout';
import { useFeatureFlag } from '../../flags/use-feature-flags';
import { useToast } from '../../ui/toast/toast-context';
import { formatSgd } from '../../format/format';

export function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'Email is required';
  if (!isValidEmail(email)) return 'Please enter a valid email address';
  return null;
}

type GuestCheckoutWidgetProps = {
  planType: 'starter' | 'pro';
  planName: string;
  guestPrice: number;
  discountCode: string;
  /** The Lite tool just taken: what Starter unlocks. */
  tool: ToolType;
  /** The Lite assessment just completed: the server accepts the code only with it and its e-mail. */
  liteAssessmentId: string;
  /** What the visitor already typed at step 1 of the Lite form: asked once, not twice. */
  initialEmail?: string;
  initialFirstName?: string;
};

/**
 * docs/product-rules.md, "Checkout" and "Coupons (LITE20)": the Lite results' guest purchase at the
 * discounted price, hidden when guest_checkout is off.
 */
export function GuestCheckoutWidget({ planType, planName, guestPrice, discountCode, tool, liteAssessmentId, initialEmail = '', initialFirstName = '' }: GuestCheckoutWidgetProps) {
  const id = useId();
  const guestCheckout = useFeatureFlag('guest_checkout');
  const showToast = useToast();
  const [expanded, setExpanded] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [firstName, setFirstName] = useState(initialFirstName);
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

  // Called from a click (the button or a toast's Retry), so the checkout tab can be reserved.
  const purchase = () => {
    const tab = reserveCheckoutTab();
    setProcessing(true);
    const body = {
      planType,
      paymentType: 'one_time' as const,
      email: email.trim(),
      ...(firstName.trim() ? { firstName: firstName.trim() } : {}),
      discountCode,
      liteAssessmentId,
      priceValidation: { expectedPrice: guestPrice },
      ...(planType === 'starter' ? { tool } : {}),
    };
    const redirecting = () => showToast({ title: 'Redirecting to checkout...' });
    void runCheckout(tab, () => billingApi.guestCheckout(body), { flow: 'lite', planType, paymentType: 'one_time' }, redirecting).then((outcome) => {
      setProcessing(false);
      if (outcome.kind === 'opened') return;
      const notice = liteCheckoutErrorNotice(outcome.kind === 'failed' ? outcome.message : '');
      showToast({ ...notice, variant: 'destructive', action: { label: 'Retry', onClick: purchase } });
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmailTouched(true);
    if (problem === null && !processing) purchase();
  };

  if (!guestCheckout) return null;

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
        {planName} for {formatSgd(guestPrice)} with code {discountCode}. No account needed.
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
      <button type="submit" className="button button--primary button--block" disabled={problem !== null || processing}>
        {processing ? 'Processing...' : `Buy for ${formatSgd(guestPrice)}`}
      </button>
      <p className="fine-print">Secure checkout opens in a new tab. We e-mail you a link to set your password and reach your purchase.</p>
      <button type="button" className="button button--link" disabled={processing} onClick={() => toggle(false)}>
        Back
      </button>
    </form>
  );
}
