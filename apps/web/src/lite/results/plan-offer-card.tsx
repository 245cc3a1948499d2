import type { LiteResult } from '@bv/contracts';
import { GUEST_DISCOUNT_CODE, getPlan, guestDiscountPrice, planCardHeadline } from '@bv/domain';
import { Link } from 'react-router';
import { useFeatureFlag } from '../../flags/use-feature-flags';
import { usePathPrefix } from '../../routing/path-prefix';
import { GuestCheckoutWidget } from './guest-checkout-widget';
import { ResultSection } from './result-section';
import { formatSgd } from '../../format/format';

export function PlanOfferCard({ result, buyerEmail = '' }: { result: LiteResult; buyerEmail?: string }) {
  const { offer } = result;
  const guestPrice = guestDiscountPrice(offer.price);
  const features = getPlan(offer.planType).features.slice(0, 5);
  // LITE20 is a guest-checkout price: with guest_checkout off the offer is the plan at list price.
  const guestCheckout = useFeatureFlag('guest_checkout');
  const { withPrefix } = usePathPrefix();

  if (!guestCheckout) {
    return (
      <ResultSection title="Your recommended plan" className="offer-card">
        <p className="offer-card__headline">{planCardHeadline(result.score)}</p>
        <p className="offer-card__plan">{offer.planName}</p>
        <p className="offer-card__price">
          {formatSgd(offer.price)}
          <span className="offer-card__terms"> one-time, GST-inclusive</span>
        </p>
        <ul className="check-list">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <Link className="button button--accent button--block" to={{ pathname: withPrefix('/'), hash: 'pricing' }}>
          Get {offer.planName}
        </Link>
        <p className="fine-print">30-day money-back guarantee.</p>
      </ResultSection>
    );
  }

  return (
    <ResultSection title="Your recommended plan" className="offer-card">
      <p className="offer-card__headline">{planCardHeadline(result.score)}</p>
      <p className="offer-card__plan">{offer.planName}</p>
      <p className="offer-card__price">
        <span className="offer-card__guest-price" data-testid="guest-price">
          {formatSgd(guestPrice)}
        </span>{' '}
        <s className="offer-card__list-price" aria-label={`Regular price ${formatSgd(offer.price)}`}>
          {formatSgd(offer.price)}
        </s>
        <span className="offer-card__terms"> one-time, GST-inclusive</span>
      </p>
      <p className="offer-card__code">
        20% off with code <strong>{GUEST_DISCOUNT_CODE}</strong> for Lite guests
      </p>
      <ul className="check-list">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <GuestCheckoutWidget
        planType={offer.planType}
        planName={offer.planName}
        guestPrice={guestPrice}
        discountCode={GUEST_DISCOUNT_CODE}
        tool={result.toolType}
        liteAssessmentId={result.assessmentId}
        initialEmail={buyerEmail}
        initialFirstName={result.name.trim().split(/\s+/)[0] ?? ''}
      />
      <p className="fine-print">30-day money-back guarantee.</p>
    </ResultSection>
  );
}
