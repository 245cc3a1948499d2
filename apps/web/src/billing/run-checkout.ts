import { trackEvent } from '../analytics/analytics';
import { personalization } from '../analytics/personalization';
import type { CheckoutAnswer } from '../api/billing';
import type { CheckoutTab } from './checkout-tab';

export type CheckoutOutcome = { kind: 'opened'; url: string } | { kind: 'no-url' } | { kind: 'failed'; message: string };
export type CheckoutFlow = 'account' | 'guest' | 'lite' | 'test';

/** Creates the session and sends the reserved tab to it, or closes the tab; never throws. */
export async function runCheckout(
  tab: CheckoutTab,
  create: () => Promise<CheckoutAnswer>,
  meta: { flow: CheckoutFlow; planType?: string; paymentType: string },
  /** Runs just before the tab is sent to the checkout (e.g. the Lite widget's 'Redirecting to checkout...'). */
  beforeGo?: () => void,
): Promise<CheckoutOutcome> {
  personalization().recordBehaviour('checkout_initiated');
  trackEvent('checkout_initiated', { ...meta, planType: meta.planType ?? null });
  try {
    const { url } = await create();
    if (!url) {
      tab.close();
      return { kind: 'no-url' };
    }
    beforeGo?.();
    tab.go(url);
    return { kind: 'opened', url };
  } catch (error) {
    tab.close();
    return { kind: 'failed', message: error instanceof Error ? error.message : '' };
  }
}
