import { CHECKOUT_RESUME_MS, getPlan } from '@bv/domain';
import { useEffect, useRef } from 'react';
import { useAuth } from '../auth/auth-context';
import { useToast } from '../ui/toast/toast-context';
import { currentTab } from './checkout-tab';
import { clearSavedPlan, readSavedPlan, type PlanSelection } from './saved-plan';
import { useCheckout, type StartCheckout } from './use-checkout';

/**
 * docs/product-rules.md, "Checkout": once the visitor is signed in, a plan saved before sign-in is
 * picked up: 'Welcome back!', the saved plan is cleared and checkout starts 1 s later. Mounted once
 * in the shell, so it survives the sign-in page's redirect. No click starts it, so the checkout
 * opens in this tab (a new tab would be blocked as a popup).
 */
export function ResumeSavedPlan() {
  const { status } = useAuth();
  const showToast = useToast();
  const { startCheckout } = useCheckout();
  const start = useRef<StartCheckout>(startCheckout);
  // Held here, not only in storage, so a re-run of the effect (StrictMode) still finds it.
  const pending = useRef<PlanSelection | null>(null);

  useEffect(() => {
    start.current = startCheckout;
  });

  useEffect(() => {
    if (status !== 'signed-in') return;
    if (!pending.current) {
      const plan = readSavedPlan();
      if (!plan) return;
      clearSavedPlan();
      pending.current = plan;
      showToast({ title: 'Welcome back!', description: `Continuing with ${getPlan(plan.planType).name} plan` });
    }
    const timer = window.setTimeout(() => {
      const plan = pending.current;
      pending.current = null;
      if (plan) start.current(plan, currentTab);
    }, CHECKOUT_RESUME_MS);
    return () => window.clearTimeout(timer);
  }, [status, showToast]);

  return null;
}
