import type { BillingOverview, SubscriptionView } from '@bv/contracts';
import { formatDate, TOOL_NAMES } from './format';

const LIVE_SUBSCRIPTION = new Set<SubscriptionView['status']>(['active', 'trialing', 'past_due']);

/** Without a usage count (the admin view, or none reported yet) a monthly allowance reads as "3 a month". */
type Owned = Pick<BillingOverview, 'entitlement' | 'payments' | 'subscriptions'> & { usedThisMonth?: number | null };

/** The names of what gives access now: paid one-time plans and live subscriptions. */
function ownedPlanNames({ payments, subscriptions }: Owned): string[] {
  const names = [
    ...payments.filter((p) => p.status === 'paid' && p.paymentType === 'one_time').map((p) => p.planName),
    ...subscriptions.filter((s) => LIVE_SUBSCRIPTION.has(s.status)).map((s) => s.planName),
  ];
  return [...new Set(names)];
}

/**
 * The entitlement in words, e.g. "Pro Vault — ExitCheck and PitchPrep, unlimited" or
 * "Founder Essential — ExitCheck and PitchPrep, 1 of 3 used this month"; null when nothing is owned.
 */
export function entitlementSummary(owned: Owned): string | null {
  const { tools, unlimited, monthlyAllowance, validUntil } = owned.entitlement;
  if (tools.length === 0) return null;
  const names = ownedPlanNames(owned).join(' + ') || 'Your plan';
  const toolText = tools.map((tool) => TOOL_NAMES[tool]).join(' and ');
  const usage = unlimited
    ? 'unlimited'
    : monthlyAllowance === null
      ? null
      : owned.usedThisMonth === undefined || owned.usedThisMonth === null
        ? `${monthlyAllowance} a month`
        : `${Math.min(owned.usedThisMonth, monthlyAllowance)} of ${monthlyAllowance} used this month`;
  const until = validUntil ? ` (until ${formatDate(validUntil)})` : '';
  return `${names} — ${toolText}${usage ? `, ${usage}` : ''}${until}`;
}
