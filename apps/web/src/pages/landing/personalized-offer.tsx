import { PLANS } from '@bv/domain';
import { Link } from 'react-router';
import { personalization } from '../../analytics/personalization';
import { usePersonalization } from '../../analytics/use-personalization';
import { formatSgd } from '../../format/format';

/** docs/product-rules.md, "Analytics, personalization and A/B tests": a Lite score of 35 or more selects the high-performer content. */
export function PersonalizedOffer() {
  const data = usePersonalization();
  if (data.score === undefined) return null;
  const high = personalization().isHighPerformer;
  const plan = PLANS.find((p) => p.planType === (high ? 'pro' : 'starter'));
  if (!plan) return null;
  return (
    <aside className={`personal-offer${high ? ' personal-offer--high' : ''}`} aria-label="Recommended for you">
      {high ? (
        <p>
          <strong>You scored {data.score}/50, in the top tier.</strong> You are close to ready: {plan.name} ({formatSgd(plan.price)}) gives you both tools to close the
          last gaps before investors or buyers see them.
        </p>
      ) : (
        <p>
          <strong>Your Lite score was {data.score}/50.</strong> {plan.name} ({formatSgd(plan.price)}) is the focused way to fix the gaps it found, one tool at a time.
        </p>
      )}
      <Link to={{ hash: 'pricing' }}>Compare plans</Link>
    </aside>
  );
}
