import type { BillingOverview, PaymentView, SubscriptionView } from '@bv/contracts';
import { getPlan, isPlanType, PLANS } from '@bv/domain';
import type { ReactNode } from 'react';
import { formatCents, formatDate, TOOL_NAMES } from '../billing/format';

/** The lowest price on sale now, from the plan catalogue. */
const FROM_PRICE = Math.min(...PLANS.filter((plan) => !plan.comingSoon).map((plan) => plan.price));
const LIVE = new Set<SubscriptionView['status']>(['active', 'trialing', 'past_due']);

/** The paid payments that give access now: one-time plans, and the plans of live subscriptions. */
function owningPayments({ payments, subscriptions }: BillingOverview): PaymentView[] {
  const livePlans = new Set(subscriptions.filter((s) => LIVE.has(s.status)).map((s) => s.planType));
  const when = (p: PaymentView) => Date.parse(p.paidAt ?? p.createdAt);
  return payments.filter((p) => p.status === 'paid' && (p.paymentType === 'one_time' || livePlans.has(p.planType))).sort((a, b) => when(b) - when(a));
}

/** The names of what is owned, newest purchase first, each once. */
function ownedNames(overview: BillingOverview, owning: PaymentView[]): string[] {
  const live = overview.subscriptions.filter((s) => LIVE.has(s.status)).map((s) => s.planName);
  return [...new Set([...owning.map((p) => p.planName), ...live])];
}

/** What the entitlement allows, in the customer's words ("Unlimited use", "2 of 3 uses this month"). */
function usageText({ entitlement, usedThisMonth }: BillingOverview): string | null {
  if (entitlement.unlimited) return 'Unlimited use';
  if (entitlement.monthlyAllowance === null) return null;
  if (usedThisMonth === null) return `${entitlement.monthlyAllowance} uses a month`;
  return `${Math.min(usedThisMonth, entitlement.monthlyAllowance)} of ${entitlement.monthlyAllowance} uses this month`;
}

type PlanCardProps = {
  overview: BillingOverview;
  /** The card's one action: manage a subscription, or upgrade / choose a plan. */
  action: ReactNode;
};

/**
 * The plan as Stripe's billing settings show it: its name, what was paid for it and when, what
 * it unlocks, and one action. Everything comes from the billing overview and the plan catalogue
 * (@bv/domain PLANS); nothing here is estimated.
 */
export function PlanCard({ overview, action }: PlanCardProps) {
  const owning = owningPayments(overview);
  const names = ownedNames(overview, owning);
  const latest = owning[0];
  const catalogue = latest && isPlanType(latest.planType) ? getPlan(latest.planType) : null;
  const { tools, validUntil } = overview.entitlement;
  const usage = usageText(overview);

  if (tools.length === 0) {
    return (
      <article className="plan-card" aria-labelledby="plan-name">
        <div className="plan-card__main">
          <p className="eyebrow">Current plan</p>
          <h3 id="plan-name" className="plan-card__name">
            No plan yet
          </h3>
          <p className="plan-card__description">Choose a plan to unlock ExitCheck Pro and PitchPrep. Plans start at S${FROM_PRICE}.</p>
        </div>
        <div className="plan-card__action">{action}</div>
      </article>
    );
  }

  return (
    <article className="plan-card" aria-labelledby="plan-name">
      <div className="plan-card__main">
        <p className="eyebrow">Current plan</p>
        <h3 id="plan-name" className="plan-card__name">
          {names.join(' + ') || 'Your plan'}
        </h3>
        {latest && (
          <p className="plan-card__price">
            <strong>{formatCents(latest.amount)}</strong>{' '}
            <span>
              {latest.paymentType === 'one_time' ? 'paid once' : 'a month, last paid'} on {formatDate(latest.paidAt ?? latest.createdAt)}
            </span>
          </p>
        )}
        {catalogue && <p className="plan-card__description">{catalogue.description}</p>}
      </div>
      <div className="plan-card__unlocks">
        <h4>What it unlocks</h4>
        <ul>
          {tools.map((tool) => (
            <li key={tool}>{tool === 'exitcheck' ? 'ExitCheck Pro' : TOOL_NAMES[tool]}</li>
          ))}
          {usage && <li>{usage}</li>}
          {validUntil && <li>Access until {formatDate(validUntil)}</li>}
        </ul>
      </div>
      <div className="plan-card__action">{action}</div>
    </article>
  );
}
