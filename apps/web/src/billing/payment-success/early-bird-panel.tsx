import type { EarlyBirdStatus } from '@bv/contracts';
import { LOCKED_PRICES, REGULAR_PRICES_DISPLAYED, type UpgradePlanType } from '@bv/domain';
import { Link } from 'react-router';
import { usePathPrefix } from '../../routing/path-prefix';
import { usePriceLockValidation } from './use-price-lock-validation';
import { VipSignup } from './vip-signup';
import { formatSgd } from '../../format/format';
import { billingErrors } from '@bv/contracts/messages';

type Row = { planType: UpgradePlanType; name: string; locked: number; per: string };

/**
 * docs/product-rules.md, "Launch phases and early-bird price locks": the early-bird buyer's Phase 2
 * price locks against the regular prices (S$898 and S$188).
 */
export function EarlyBirdPanel({ earlyBird, email }: { earlyBird: EarlyBirdStatus; email: string }) {
  const { withPrefix } = usePathPrefix();
  const validation = usePriceLockValidation(true);
  const rows: Row[] = [
    { planType: 'founder_plus', name: 'Founder+', locked: earlyBird.founderPlusLockedPrice ?? LOCKED_PRICES.founder_plus, per: '' },
    { planType: 'elite_monthly', name: 'Founder Elite', locked: earlyBird.eliteMonthlyLockedPrice ?? LOCKED_PRICES.elite_monthly, per: '/month' },
  ];
  return (
    <section className="billing-panel billing-panel--highlight" aria-labelledby="early-bird-title">
      <h2 id="early-bird-title">Your early-bird price locks</h2>
      <ul className="price-locks">
        {rows.map((row) => {
          const regular = REGULAR_PRICES_DISPLAYED[row.planType];
          const check = validation?.[row.planType];
          return (
            <li key={row.planType}>
              <strong>{row.name}</strong>: {formatSgd(row.locked)}
              {row.per} <s aria-label={`Regular price ${formatSgd(regular)}${row.per}`}>{formatSgd(regular)}{row.per}</s>{' '}
              <span className="price-locks__saving">
                Save {formatSgd(regular - row.locked)}
                {row.per}
              </span>
              {check?.isPending && <span className="price-locks__check"> Checking your price lock…</span>}
              {check?.data && (
                <span className="price-locks__check">
                  {check.data.isEarlyBirdEligible
                    ? ` Price lock validated: ${formatSgd(check.data.lockedPrice)}${row.per}, ${formatSgd(check.data.savings)} below the ${formatSgd(check.data.originalPrice)}${row.per} launch price.`
                    : ' No price lock found for this plan.'}
                </span>
              )}
              {check?.isError && (
                <span className="price-locks__check form-error" role="alert">
                  {' '}
                  Pricing Validation Failed: {check.error.message || billingErrors.PRICE_LOCK_VALIDATION_OFF.message}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p>These prices lock forever when Phase 2 launches.</p>
      <VipSignup email={email} />
      <p>
        <Link to={withPrefix('/account?tab=notifications')}>Manage your notifications</Link>
      </p>
    </section>
  );
}
