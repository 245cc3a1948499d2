import { deckGaps, investorSlide, type DeckContent } from '@bv/domain';

/** Fewer slides than this, or fewer than half the deck, and an investor's copy reads as a stub ("1 / 1" in the viewer). */
const THIN_DECK = 5;

/**
 * Before a deck is shared: how many slides the investor copy shows (the last saved version,
 * without "[Add: …]" lines or the slides left with nothing else, docs/product-rules.md,
 * "Deck copies"), which slides it leaves out, and a warning when that copy is thin.
 */
export function InvestorCopySummary({ deck }: { deck: DeckContent }) {
  const total = deck.slides.length;
  const leftOut = deck.slides.filter((slide) => investorSlide(slide) === null);
  const shown = total - leftOut.length;
  const gaps = deckGaps(deck).length;
  const thin = shown < THIN_DECK || shown * 2 < total;
  return (
    <div className={`share-investor-copy${thin ? ' is-thin' : ''}`} role={thin ? 'alert' : undefined} data-testid="investor-copy-summary">
      <p className="share-investor-copy__count">
        <strong>
          Investors see {shown} of {total} {total === 1 ? 'slide' : 'slides'}
        </strong>
        {thin && ': fill in what is missing before you send this link.'}
      </p>
      {leftOut.length > 0 && (
        <p className="hint">
          Left out until they have an answer: {leftOut.map((slide) => slide.title || 'Untitled').join(', ')}.
        </p>
      )}
      {gaps > 0 && (
        <p className="hint">
          {gaps} {gaps === 1 ? 'line' : 'lines'} still to add (listed under “Still to add” in the editor). A link shows the last saved version, so save after you answer them.
        </p>
      )}
    </div>
  );
}
