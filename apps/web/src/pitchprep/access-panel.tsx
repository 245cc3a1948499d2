import type { ProAccess } from '@bv/contracts';
import { Link } from 'react-router';
import { usePathPrefix } from '../routing/path-prefix';

/** Shown instead of the builder when the founder may not generate now. */
export function PitchAccessPanel({ access, hasDraft }: { access: ProAccess; hasDraft: boolean }) {
  const { withPrefix } = usePathPrefix();
  const limitReached = access.reason === 'monthly_limit_reached';
  return (
    <section className="lite-card pp-access" aria-labelledby="pp-access-title">
      <h3 id="pp-access-title">{limitReached ? 'Monthly limit reached' : 'Unlock PitchPrep'}</h3>
      {limitReached ? (
        access.monthlyAllowance !== null && (
          <p className="pp-access__usage">
            You have used {access.usedThisMonth} of {access.monthlyAllowance} uses this month (ExitCheck Pro assessments and PitchPrep
            generations count together). Your allowance renews on the 1st (Singapore time); Founder Pro is unlimited.
          </p>
        )
      ) : (
        <p>
          Generating your materials is part of Starter (choose PitchPrep at checkout), Pro Vault, Founder Essential (3 uses a month) and
          Founder Pro (unlimited).
        </p>
      )}
      {hasDraft && <p>Your intake answers are saved; you can generate once you have access again.</p>}
      <div className="button-row">
        <Link className="button button--primary" to={withPrefix('/#pricing')}>
          {limitReached ? 'See plans' : 'See plans and pricing'}
        </Link>
      </div>
    </section>
  );
}
