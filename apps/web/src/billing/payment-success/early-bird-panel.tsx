import type { EarlyBirdStatus } from '@bv/contracts';
import { LOCKED_PRICES, REGULAR_PRICES_DISPLAYED } from '@bv/domain';
import { Link } from 'react-router';
import { usePathPrefix } from '../../routing/path-prefix';
import { VipSignup } from './vip-signup';

/** Spec §2: the early-bird buyer's Phase 2 price locks against the regular prices (DECISIONS.md: S$898 and S$188). */
export function EarlyBirdPanel({ earlyBird, email }: { earlyBird: EarlyBirdStatus; email: string }) {
  const { withPrefix } = usePathPrefix();
  const founderPlus = earlyBird.founderPlusLockedPrice ?? LOCKED_PRICES.founder_plus;
  const eliteMonthly = earlyBird.eliteMonthlyLockedPrice ?? LOCKED_PRICES.elite_monthly;
  const rows = [
    { name: 'Founder+', locked: `S$${founderPlus}`, regular: `S$${REGULAR_PRICES_DISPLAYED.founder_plus}`, saving: `S$${REGULAR_PRICES_DISPLAYED.founder_plus - founderPlus}` },
    {
      name: 'Founder Elite',
      locked: `S$${eliteMonthly}/month`,
      regular: `S$${REGULAR_PRICES_DISPLAYED.elite_monthly}/month`,
      saving: `S$${REGULAR_PRICES_DISPLAYED.elite_monthly - eliteMonthly}/month`,
    },
  ];
  return (
    <section className="billing-panel billing-panel--highlight" aria-labelledby="early-bird-title">
      <h2 id="early-bird-title">Your early-bird price locks</h2>
      <ul className="price-locks">
        {rows.map((row) => (
          <li key={row.name}>
            <strong>{row.name}</strong>: {row.locked} <s aria-label={`Regular price ${row.regular}`}>{row.regular}</s>{' '}
            <span className="price-locks__saving">Save {row.saving}</span>
          </li>
        ))}
      </ul>
      <p>These prices lock forever when Phase 2 launches.</p>
      <VipSignup email={email} />
      <p>
        <Link to={withPrefix('/account?tab=notifications')}>Manage your notifications</Link>
      </p>
    </section>
  );
}
