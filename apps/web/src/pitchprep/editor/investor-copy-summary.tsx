import { deckGaps, investorSlide, type DeckContent } from '@bv/domain';

/** Fewer slides than this and an investor's copy reads as a stub ("1 / 1" in the viewer). */
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
  const thin = shown < THIN_DECK;
  return (
    <div className={`share-investor-copy${thin ? ' is-thin' : ''}`} role={thin ? 'alert' : undefined} data-testid="investor-copy-summary">
      <p className="share-investor-copy__count">
        <strong>
          Investors see {shown} of {total} {total === 1 ? 'slide' : 'slides'}
        </strong>
        {thin && ': this copy is too thin to send yet.'}
      </p>
      {leftOut.length > 0 && (
        <p className="hint">
          Left out until they have an answer: {leftOut.map((slide) => slide.title || 'Untitled').join(', ')}.
        </p>
      )}
      {gaps > 0 && (
        <p className="hint">
          {gaps} {gaps === 1 ? 'line' : 'lines'} still to add in the editor (“Still to add”); save a version to include them in the link.
        </p>
      )}
    </div>
  );
}
