import { deckGaps, type DeckContent } from '@bv/domain';
import { useId, useState } from 'react';

/** The first few gaps show in full; the rest behind one button, so no line is cut in a scroll box. */
const FIRST_GAPS = 5;

/**
 * What the deck still lacks, worked out from the slides as they are being edited: each
 * "[Add: …]" line. They stay in the editor and the presenter copy; the investor copy and share
 * links leave them out (docs/product-rules.md, "Deck copies"), so a founder sees them before
 * downloading or sharing. Each line opens its slide in the editor.
 */
export function DeckGaps({ deck, onSelect }: { deck: DeckContent; onSelect: (slideId: string) => void }) {
  const id = useId();
  const gaps = deckGaps(deck);
  const [all, setAll] = useState(false);
  const shown = all ? gaps : gaps.slice(0, FIRST_GAPS);
  return (
    <section className="pp-gaps" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{gaps.length === 0 ? 'Nothing missing' : `Still to add (${gaps.length})`}</h2>
      {gaps.length === 0 ? (
        <p className="hint">Every slide has its answers. The investor copy shows the whole deck.</p>
      ) : (
        <>
          <p className="hint">The investor copy and share links leave these lines out, and a slide with nothing else to say; the presenter copy shows them. Select one to open its slide.</p>
          <ul className="pp-gaps__list" aria-labelledby={`${id}-title`}>
            {shown.map((gap, index) => (
              <li key={`${gap.slideId}-${index}`}>
                <button type="button" className="pp-gaps__link" onClick={() => onSelect(gap.slideId)}>
                  <strong>{gap.slideTitle}:</strong> {gap.prompt}
                </button>
              </li>
            ))}
          </ul>
          {gaps.length > FIRST_GAPS && (
            <button type="button" className="button button--ghost button--small pp-gaps__more" aria-expanded={all} onClick={() => setAll((v) => !v)}>
              {all ? 'Show fewer' : `Show all ${gaps.length}`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
