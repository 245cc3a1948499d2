import { priceCheckout, TEST_PRODUCT_PRICE, type PricingRequest } from './checkout-pricing';

const phase1 = { activePhase: 1 as const, lockedPrice: null };
const phase2 = { activePhase: 2 as const, lockedPrice: null };

function request(overrides: Partial<PricingRequest>): PricingRequest {
  return {
    purpose: 'plan',
    userId: null,
    email: 'mei@example.sg',
    planType: 'pro',
    paymentType: 'one_time',
    tool: null,
    firstName: null,
    lastName: null,
    discountCode: null,
    liteAssessmentId: null,
    expectedPrice: null,
    context: phase1,
    ...overrides,
  };
}

const refusal = (req: PricingRequest) => {
  try {
    priceCheckout(req);
  } catch (err) {
    return (err as { code: string }).code;
  }
  return 'priced';
};

describe('priceCheckout: the price billing charges, whatever the page showed', () => {
  it('charges S$1 for the payment test products, one-time or monthly', () => {
    expect(priceCheckout(request({ purpose: 'test', planType: null }))).toMatchObject({ price: TEST_PRODUCT_PRICE, productName: 'Blueprint Vault test product', lockedPricing: null });
    expect(priceCheckout(request({ purpose: 'test', planType: null, paymentType: 'subscription' })).productName).toBe('Blueprint Vault test subscription');
  });

  it('charges a Phase 1 plan its early-bird price, and names the Starter plan by its tool', () => {
    expect(priceCheckout(request({}))).toMatchObject({ price: 198, productName: 'Blueprint Vault Pro Vault', tool: null, discountCode: null });
    const starter = priceCheckout(request({ planType: 'starter', tool: 'pitchprep' }));
    expect(starter).toMatchObject({ price: 98, tool: 'pitchprep' });
    expect(starter.productName).toContain('(PitchPrep)');
  });

  it('refuses what cannot be bought: no plan, a Phase 2 plan in Phase 1, the wrong payment type, a Starter without a tool', () => {
    expect(refusal(request({ planType: null }))).toBe('BILLING.PLAN_REQUIRED');
    expect(refusal(request({ planType: 'founder' }))).toBe('BILLING.PLAN_NOT_AVAILABLE');
    expect(refusal(request({ paymentType: 'subscription' }))).toBe('BILLING.PLAN_PAYMENT_TYPE');
    expect(refusal(request({ planType: 'starter' }))).toBe('BILLING.TOOL_REQUIRED');
  });

  it('in Phase 2, charges an early-bird holder the locked price and records the lock; everyone else the regular price', () => {
    const regular = priceCheckout(request({ planType: 'founder', context: phase2 }));
    expect(regular).toMatchObject({ price: 898, lockedPricing: null });
    const locked = priceCheckout(request({ planType: 'founder', context: { ...phase2, lockedPrice: 598 } }));
    expect(locked).toMatchObject({ price: 598, lockedPricing: { plan_type: 'founder_plus', original_price: 898, locked_price: 598 } });
    const monthly = priceCheckout(request({ planType: 'elite', paymentType: 'subscription', context: { ...phase2, lockedPrice: 138 } }));
    expect(monthly).toMatchObject({ price: 138, lockedPricing: { plan_type: 'elite_monthly', original_price: 188, locked_price: 138 } });
  });

  it('takes LITE20 (any case, trimmed) off one-time Starter and Pro only, and only with the Lite assessment it came from', () => {
    const assessment = '8d7f8c1e-4f7b-4c1a-9a55-2f1f8e0b7d11';
    const discounted = priceCheckout(request({ discountCode: ' lite20 ', liteAssessmentId: assessment }));
    expect(discounted).toMatchObject({ price: 158, discountCode: 'LITE20' });
    expect(discounted.productName).toBe('Blueprint Vault Pro Vault with LITE20');
    expect(priceCheckout(request({ planType: 'starter', tool: 'exitcheck', discountCode: 'LITE20', liteAssessmentId: assessment })).price).toBe(78);
    expect(refusal(request({ discountCode: 'LITE20' }))).toBe('BILLING.COUPON_NEEDS_ASSESSMENT');
    expect(refusal(request({ planType: 'essential', paymentType: 'subscription', discountCode: 'LITE20', liteAssessmentId: assessment }))).toBe('BILLING.INVALID_COUPON');
    expect(refusal(request({ discountCode: 'WELCOME10', liteAssessmentId: assessment }))).toBe('BILLING.INVALID_COUPON');
  });

  it('refuses when the price the page showed is not the price it would charge', () => {
    expect(refusal(request({ expectedPrice: 198 }))).toBe('priced');
    expect(refusal(request({ expectedPrice: 98 }))).toBe('BILLING.PRICE_CHANGED');
    expect(() => priceCheckout(request({ planType: 'founder', context: phase2, expectedPrice: 598 }))).toThrow('now costs S$898');
  });
});
