import { deckGaps, type DeckContent } from '@bv/domain';
import { useId, useState } from 'react';

/** The list's anchor: the save bar and the Download menu link to it, so the gaps are seen before a download or a share. */
export const DECK_GAPS_ID = 'deck-gaps';

/** "20 to add": a link to the list, for the save bar and the Download menu; nothing when the deck is complete. */
export function DeckGapsLink({ deck, className, long = false }: { deck: DeckContent; className?: string; long?: boolean }) {
  const count = deckGaps(deck).length;
  if (count === 0) return null;
  return (
    <a href={`#${DECK_GAPS_ID}`} className={className}>
      {long ? (
        <>
          {count} “[Add: …]” {count === 1 ? 'line' : 'lines'} to answer: the investor copy leaves {count === 1 ? 'it' : 'them'} out. Review them
        </>
      ) : (
        <>
          {count} to add<span className="visually-hidden"> before you share: “[Add: …]” lines the investor copy leaves out</span>
        </>
      )}
    </a>
  );
}

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
    <section id={DECK_GAPS_ID} className="pp-gaps" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`}>{gaps.length === 0 ? 'Nothing missing' : `Still to add (${gaps.length})`}</h2>
      {gaps.length === 0 ? (
        <p className="hint">Every slide has its answers. The investor copy shows the whole deck.</p>
      ) : (
        <>
          <p className="hint">Investors never see these lines, nor a slide with nothing else; your presenter copy keeps them. Select one to answer it on its slide.</p>
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
