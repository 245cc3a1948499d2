import type { ProAccess } from '@bv/contracts';
import { Link } from 'react-router';
import { usePathPrefix } from '../routing/path-prefix';

/** Shown instead of the assessment when the founder may not start (or finish) one now. */
export function AccessPanel({ access, hasDraft }: { access: ProAccess; hasDraft: boolean }) {
  const { withPrefix } = usePathPrefix();
  const limitReached = access.reason === 'monthly_limit_reached';
  return (
    <section className="lite-card pro-access" aria-labelledby="pro-access-title">
      <h2 id="pro-access-title">{limitReached ? 'Monthly assessment limit reached' : 'Unlock ExitCheck Pro'}</h2>
      <p>ExitCheck Pro is part of Starter (ExitCheck), Pro Vault and the Founder plans.</p>
      {limitReached && access.monthlyAllowance !== null && (
        <p className="pro-access__usage">
          You have used {access.usedThisMonth} of {access.monthlyAllowance} assessments this month. Your allowance renews on the 1st (Singapore
          time); Founder Pro is unlimited.
        </p>
      )}
      {hasDraft && <p>Your answers so far are saved, and you can finish the assessment once you have access again.</p>}
      <div className="button-row">
        <Link className="button button--primary" to={withPrefix('/#pricing')}>
          {limitReached ? 'See plans' : 'See plans and pricing'}
        </Link>
        <Link className="button button--secondary" to={withPrefix('/dashboard')}>
          Back to dashboard
        </Link>
      </div>
    </section>
  );
}
