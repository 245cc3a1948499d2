import type { LiteResult } from '@bv/contracts';
import { GUEST_DISCOUNT_CODE, guestDiscountPrice } from '@bv/domain';
import { useFeatureFlag } from '../../flags/use-feature-flags';
import { formatSgd } from '../../format/format';

/**
 * The offer in one line under the score, for phones, where the offer card comes after the
 * score card: the plan, the price the card shows (LITE20 with guest checkout on), and a button
 * to the card. Wide screens hide it (the card is beside the score).
 */
export function OfferTeaser({ result, offerId }: { result: LiteResult; offerId: string }) {
  const guestCheckout = useFeatureFlag('guest_checkout');
  const { offer } = result;
  const price = guestCheckout ? `${formatSgd(guestDiscountPrice(offer.price))} with ${GUEST_DISCOUNT_CODE}` : formatSgd(offer.price);
  return (
    <p className="offer-teaser">
      <span>
        Recommended: <strong>{offer.planName}</strong>, {price}
      </span>
      <button
        type="button"
        className="button button--accent button--small"
        onClick={() => {
          const card = document.getElementById(offerId);
          card?.scrollIntoView({ block: 'start' });
          card?.focus({ preventScroll: true });
        }}
      >
        See the offer
      </button>
    </p>
  );
}
