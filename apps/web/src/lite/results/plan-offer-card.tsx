import type { LiteResult } from '@bv/contracts';
import { GUEST_DISCOUNT_CODE, getPlan, guestDiscountPrice, planCardHeadline } from '@bv/domain';
import { GuestCheckoutWidget } from './guest-checkout-widget';
import { ResultSection } from './result-section';

export function PlanOfferCard({ result }: { result: LiteResult }) {
  const { offer } = result;
  const guestPrice = guestDiscountPrice(offer.price);
  const features = getPlan(offer.planType).features.slice(0, 5);

  return (
    <ResultSection title="Your recommended plan" className="offer-card">
      <p className="offer-card__headline">{planCardHeadline(result.score)}</p>
      <p className="offer-card__plan">{offer.planName}</p>
      <p className="offer-card__price">
        <span className="offer-card__guest-price" data-testid="guest-price">
          S${guestPrice}
        </span>{' '}
        <s className="offer-card__list-price" aria-label={`Regular price S$${offer.price}`}>
          S${offer.price}
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
      />
      <p className="fine-print">30-day money-back guarantee.</p>
    </ResultSection>
  );
}
