import { MAX_SAVING_BANNER } from '@bv/domain';
import { Link } from 'react-router';
import { useFeatureFlag } from '../flags/use-feature-flags';
import { usePathPrefix } from '../routing/path-prefix';
import { useBillingOverview } from './use-billing-overview';

/**
 * docs/product-rules.md, "Launch phases and early-bird price locks": the dashboard's early-bird
 * banner (early_bird_pricing) links holders of a price lock to their account and everybody else to
 * the plans.
 */
export function EarlyBirdBanner() {
  const on = useFeatureFlag('early_bird_pricing');
  const overview = useBillingOverview(on);
  const { withPrefix } = usePathPrefix();
  if (!on || overview.isPending) return null;
  if (overview.data?.earlyBird.eligible) {
    return (
      <p className="banner early-bird-banner">
        Your early-bird price locks are saved for Phase 2. <Link to={withPrefix('/account?tab=billing')}>See them in your account</Link>
      </p>
    );
  }
  return (
    <p className="banner early-bird-banner">
      Early-bird offer: buy any Phase 1 plan now and save up to S${MAX_SAVING_BANNER} on Phase 2 plans.{' '}
      <Link to={{ pathname: withPrefix('/'), hash: 'pricing' }}>See plans and pricing</Link>
    </p>
  );
}
