import { useCallback, useState } from 'react';
import { billingApi } from '../api/billing';
import { useToast } from '../ui/toast/toast-context';
import { reserveCheckoutTab } from './checkout-tab';
import { runCheckout } from './run-checkout';
import type { PlanSelection } from './saved-plan';

export const GUEST_EMAIL_PROMPT = 'Enter your email to continue with purchase:';

/**
 * The pricing section's guest purchase (docs/product-rules.md, "Checkout"): the e-mail comes from a
 * prompt, with no format check here (the server refuses a bad address and its message is shown).
 */
export function useGuestCheckout(): { startGuestCheckout: (selection: PlanSelection) => void; busy: boolean } {
  const showToast = useToast();
  const [busy, setBusy] = useState(false);

  const startGuestCheckout = useCallback(
    (selection: PlanSelection) => {
      const email = window.prompt(GUEST_EMAIL_PROMPT)?.trim();
      if (!email) return;
      const tab = reserveCheckoutTab();
      setBusy(true);
      const meta = { flow: 'guest', planType: selection.planType, paymentType: selection.paymentType } as const;
      void runCheckout(tab, () => billingApi.guestCheckout({ ...selection, email }), meta).then((outcome) => {
        setBusy(false);
        if (outcome.kind === 'opened') return;
        const description = outcome.kind === 'no-url' ? 'No checkout URL received' : outcome.message || 'Failed to create checkout session';
        showToast({ title: 'Checkout Failed', description, variant: 'destructive' });
      });
    },
    [showToast],
  );

  return { startGuestCheckout, busy };
}
