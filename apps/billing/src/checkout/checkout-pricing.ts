import { appError, billingErrors, type CreateCheckoutRpc } from '@bv/contracts';
import { GUEST_DISCOUNT_CODE, getPlan, guestDiscountPrice, isPlanPurchasable, type Plan } from '@bv/domain';
import type { LockedPricing } from './entities/checkout-session.entity';

/** The $1 products of the payment test page (docs/product-rules.md, "Payment test page": $1 one-time, $1/month). */
export const TEST_PRODUCT_PRICE = 1;

/** What a checkout is priced by besides the request: the launch phase and, for a Phase 2 plan, the buyer's live locked price (S$). */
export type CheckoutContext = { activePhase: 1 | 2; lockedPrice: number | null };
export type PricingRequest = CreateCheckoutRpc & { context: CheckoutContext };

export type PricedCheckout = {
  productName: string;
  /** Whole S$ as displayed; the provider is sent cents. */
  price: number;
  tool: 'exitcheck' | 'pitchprep' | null;
  discountCode: string | null;
  lockedPricing: LockedPricing | null;
};

const UPGRADE_PLAN_KEYS: Partial<Record<Plan['planType'], string>> = { founder: 'founder_plus', elite: 'elite_monthly' };
const TOOL_NAMES = { exitcheck: 'ExitCheck', pitchprep: 'PitchPrep' } as const;

/**
 * Prices a checkout on the server, whatever the page showed. Messages name the field they are
 * about ('plan', 'coupon'), because the Lite widget maps failures by their words (docs/product-rules.md, "Checkout").
 */
export function priceCheckout(req: PricingRequest): PricedCheckout {
  if (req.purpose === 'test') {
    const productName = req.paymentType === 'subscription' ? 'Blueprint Vault test subscription' : 'Blueprint Vault test product';
    return { productName, price: TEST_PRODUCT_PRICE, tool: null, discountCode: null, lockedPricing: null };
  }
  if (!req.planType) throw appError(billingErrors.PLAN_REQUIRED);
  const plan = getPlan(req.planType);
  if (!isPlanPurchasable(plan.planType, req.context.activePhase)) {
    throw appError(billingErrors.PLAN_NOT_AVAILABLE, plan);
  }
  if (req.paymentType !== plan.paymentType) {
    throw appError(billingErrors.PLAN_PAYMENT_TYPE, plan);
  }
  const tool = plan.planType === 'starter' ? req.tool : null;
  if (plan.planType === 'starter' && !tool) {
    throw appError(billingErrors.TOOL_REQUIRED);
  }

  let price = plan.price;
  let lockedPricing: LockedPricing | null = null;
  const upgradeKey = UPGRADE_PLAN_KEYS[plan.planType];
  if (upgradeKey) {
    // Phase 2 (docs/product-rules.md, "Launch phases and early-bird price locks"): early-bird holders pay their locked price, everyone else the regular one.
    const locked = req.context.lockedPrice;
    price = locked ?? plan.regularPrice;
    if (locked !== null) lockedPricing = { plan_type: upgradeKey, original_price: plan.regularPrice, locked_price: locked };
  }

  const discountCode = req.discountCode ? req.discountCode.trim().toUpperCase() : null;
  if (discountCode) {
    const liteOffer = discountCode === GUEST_DISCOUNT_CODE && plan.paymentType === 'one_time' && (plan.planType === 'starter' || plan.planType === 'pro');
    if (!liteOffer) throw appError(billingErrors.INVALID_COUPON);
    if (!req.liteAssessmentId) {
      throw appError(billingErrors.COUPON_NEEDS_ASSESSMENT);
    }
    price = guestDiscountPrice(plan.price);
  }

  if (req.expectedPrice !== null && req.expectedPrice !== price) {
    throw appError(billingErrors.PRICE_CHANGED, plan, price);
  }
  const productName = [plan.name, tool ? `(${TOOL_NAMES[tool]})` : null, discountCode ? `with ${discountCode}` : null].filter(Boolean).join(' ');
  return { productName: `Blueprint Vault ${productName}`, price, tool, discountCode, lockedPricing };
}
