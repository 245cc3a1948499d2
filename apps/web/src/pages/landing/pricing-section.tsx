import { MAX_SAVING_BANNER, PLANS, type PaymentType } from '@bv/domain';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { recordConversion } from '../../analytics/experiments';
import { useAbVariant } from '../../analytics/use-ab-variant';
import { usePlanAvailability } from '../../billing/use-plan-availability';
import { usePlanPrice } from '../../billing/use-plan-price';
import { useFeatureFlag } from '../../flags/use-feature-flags';
import { usePathPrefix } from '../../routing/path-prefix';
import { LandingSection } from './landing-section';
import { PersonalizedOffer } from './personalized-offer';
import { PlanCard } from './plan-card';
import { formatSgd } from '../../format/format';

const TABS: { paymentType: PaymentType; label: string }[] = [
  { paymentType: 'one_time', label: 'One-time' },
  { paymentType: 'subscription', label: 'Subscription' },
];

export function PricingSection() {
  const [paymentType, setPaymentType] = useState<PaymentType>('one_time');
  const display = useAbVariant('pricing-display');
  const earlyBird = useFeatureFlag('early_bird_pricing');
  const availabilityOf = usePlanAvailability();
  const priceOf = usePlanPrice();
  const { withPrefix } = usePathPrefix();
  const plans = PLANS.filter((plan) => plan.paymentType === paymentType).map((plan) => ({ plan, availability: availabilityOf(plan) }));
  const cards = plans.filter(({ availability }) => availability !== 'teaser');
  const teasers = plans.filter(({ availability }) => availability === 'teaser').map(({ plan }) => plan);

  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Simple pricing in SGD"
      lead="GST-inclusive. Every plan comes with a 30-day money-back guarantee."
      tone="tinted"
    >
      <p className="banner">
        {earlyBird ? `Save up to ${formatSgd(MAX_SAVING_BANNER)} with early-bird pricing on Phase 2 plans.` : `Save up to ${formatSgd(MAX_SAVING_BANNER)} with launch pricing.`}
      </p>
      <PersonalizedOffer />
      <div className="segmented" role="group" aria-label="Payment type">
        {TABS.map((tab) => (
          <button
            key={tab.paymentType}
            type="button"
            className="segmented__option"
            aria-pressed={paymentType === tab.paymentType}
            onClick={() => {
              setPaymentType(tab.paymentType);
              recordConversion('pricing-display', 'pricing_tab_changed');
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="plan-grid" style={{ '--plans': cards.length } as CSSProperties}>
        {cards.map(({ plan, availability }) => (
          <PlanCard key={plan.planType} plan={plan} display={display} availability={availability} earlyBird={earlyBird} shown={priceOf(plan, availability)} />
        ))}
      </div>
      {teasers.map((plan) => (
        <p key={plan.planType} className="plan-teaser">
          <strong>{plan.name}</strong> is coming soon: {plan.description} <Link to={withPrefix('/coming-soon')}>Get notified when it launches</Link>
        </p>
      ))}
      <p className="fine-print pricing__note">
        Prices in SGD, GST included. Secure checkout opens in a new tab.
      </p>
    </LandingSection>
  );
}
