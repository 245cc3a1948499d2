import { useCallback, useState } from 'react';
import { personalization } from '../analytics/personalization';
import { useLocation, useNavigate } from 'react-router';
import { billingApi } from '../api/billing';
import { accessToken } from '../auth/access-token';
import { useAuth } from '../auth/auth-context';
import { usePathPrefix } from '../routing/path-prefix';
import { useToast } from '../ui/toast/toast-context';
import { reserveCheckoutTab, type CheckoutTab } from './checkout-tab';
import { runCheckout } from './run-checkout';
import { planParams, savePlan, type PlanSelection } from './saved-plan';
import type { identityErrors } from '@bv/contracts/messages';

// The catalogue's text as a literal its type checks: this hook is in the main bundle, which should
// not carry the identity catalogue.
const SESSION_EXPIRED = 'Authentication session expired. Please sign in again.' satisfies (typeof identityErrors)['SESSION_EXPIRED']['message'];

export type StartCheckout = (selection: PlanSelection, tab?: CheckoutTab) => void;

/**
 * Signed-in checkout (docs/product-rules.md, "Checkout"). Call `startCheckout` straight from the
 * click handler: the new tab is reserved before the first await. A signed-out visitor's plan is
 * saved and they go to sign in; the shell's resume hook continues after sign-in.
 */
export function useCheckout(): { startCheckout: StartCheckout; busy: boolean } {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { withPrefix } = usePathPrefix();
  const showToast = useToast();
  const [busy, setBusy] = useState(false);

  const startCheckout = useCallback<StartCheckout>(
    (selection, givenTab) => {
      // Choosing a plan puts the visitor in the decision stage (personalization), signed in or not.
      personalization().recordBehaviour('plan_selected');
      if (status !== 'signed-in') {
        savePlan(selection);
        const params = new URLSearchParams({ returnTo: location.pathname + location.search, ...planParams(selection) });
        navigate(withPrefix(`/auth?${params}`));
        return;
      }
      if (!accessToken()) {
        showToast({ title: 'Session Expired', description: SESSION_EXPIRED, variant: 'destructive' });
        return;
      }
      const tab = givenTab ?? reserveCheckoutTab();
      setBusy(true);
      void runCheckout(tab, () => billingApi.checkout(selection), { flow: 'account', planType: selection.planType, paymentType: selection.paymentType }).then((outcome) => {
        setBusy(false);
        if (outcome.kind === 'no-url') {
          showToast({ title: 'Checkout Error', description: 'No checkout URL received', variant: 'destructive' });
        } else if (outcome.kind === 'failed') {
          showToast({ title: 'Checkout Failed', description: `Failed to create checkout session: ${outcome.message}`, variant: 'destructive' });
        }
      });
    },
    [status, location.pathname, location.search, navigate, withPrefix, showToast],
  );

  return { startCheckout, busy };
}
