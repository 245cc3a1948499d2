import { savingsAmount, savingsPercent, type Plan } from '@bv/domain';
import type { ReactNode } from 'react';
import type { PlanAvailability } from '../../billing/use-plan-availability';
import type { ShownPrice } from '../../billing/use-plan-price';
import { PlanCheckout } from './plan-checkout';
import { formatSgd } from '../../format/format';

type PlanCardProps = {
  plan: Plan;
  /** `savings` is the pricing-display A/B variant that leads with the saving; `standard` shows the regular price only. */
  display?: string;
  availability?: PlanAvailability;
  /** early_bird_pricing: buying this plan now earns the Phase 2 price lock. */
  earlyBird?: boolean;
  /** The price this viewer would be charged (usePlanPrice); the plan's own prices by default. */
  shown?: ShownPrice;
  /** What the card ends with: the plan's checkout, unless the page cannot run it (no scripts). */
  action?: ReactNode;
};

export function PlanCard({ plan, display = 'standard', availability = 'on-sale', earlyBird = false, shown = plan, action }: PlanCardProps) {
  const { price, regularPrice } = shown;
  const saving = savingsAmount(regularPrice, price);
  const period = plan.period === 'month' ? '/month' : 'one-time';
  return (
    <article className={`plan-card${plan.popular ? ' plan-card--popular' : ''}`} aria-labelledby={`plan-${plan.planType}`}>
      {plan.popular && <p className="plan-card__flag">Most popular</p>}
      {availability === 'preview' && <p className="plan-card__flag plan-card__flag--soon">Coming soon</p>}
      {earlyBird && plan.earlyBird && <p className="plan-card__flag plan-card__flag--early-bird">Early bird</p>}
      <h3 id={`plan-${plan.planType}`}>{plan.name}</h3>
      <p className="plan-card__description">{plan.description}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatSgd(price)}</span>
        <span className="plan-card__period"> {period}</span>
      </p>
      {saving > 0 && (
        <p className="plan-card__saving">
          <s aria-label={`Regular price ${formatSgd(regularPrice)}`}>{formatSgd(regularPrice)}</s>
          {display === 'savings' && (
            <strong className="plan-card__saving-amount">
              {' '}
              Save {formatSgd(saving)} ({savingsPercent(regularPrice, price)}%)
            </strong>
          )}
        </p>
      )}
      {earlyBird && plan.earlyBird && <p className="plan-card__early-bird">Buy now and lock in your Phase 2 price for good.</p>}
      <ul className="check-list">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action ?? <PlanCheckout plan={plan} availability={availability} />}
    </article>
  );
}
