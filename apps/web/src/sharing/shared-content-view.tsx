import type { ChecklistContent, FaqContent, ViewerDeckContent, ViewerSlide } from '@bv/domain';
import { useId } from 'react';
import { isChecklist, isFaq, isViewerDeck } from '../pitchprep/editor/content';

type Shown =
  | { kind: 'deck'; content: ViewerDeckContent }
  | { kind: 'faq'; content: FaqContent }
  | { kind: 'checklist'; content: ChecklistContent }
  | { kind: 'raw'; content: unknown };

/** Decks, FAQs and checklists by their type; anything else (or a shape we do not know) as raw structured content (spec §3). */
export function sharedView(outputType: string, content: unknown): Shown {
  if ((outputType === 'pitch_deck' || outputType === 'exit_deck') && isViewerDeck(content)) return { kind: 'deck', content };
  if ((outputType === 'investor_faq' || outputType === 'exit_faq') && isFaq(content)) return { kind: 'faq', content };
  if (outputType === 'data_room_checklist' && isChecklist(content)) return { kind: 'checklist', content };
  return { kind: 'raw', content };
}

/** The shared output, read-only. */
export function SharedContentView({ outputType, content }: { outputType: string; content: unknown }) {
  const shown = sharedView(outputType, content);
  switch (shown.kind) {
    case 'deck':
      return <Deck deck={shown.content} />;
    case 'faq':
      return <Faqs faq={shown.content} />;
    case 'checklist':
      return <Checklist checklist={shown.content} />;
    default:
      return (
        <pre className="shared-raw" tabIndex={0} aria-label="Shared content">
          {JSON.stringify(shown.content, null, 2)}
        </pre>
      );
  }
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function Lines({ text }: { text: string }) {
  const all = lines(text);
  if (all.length === 0) return null;
  if (all.length === 1) return <p>{all[0]}</p>;
  return (
    <ul>
      {all.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

function Deck({ deck }: { deck: ViewerDeckContent }) {
  return (
    <ol className="shared-slides" aria-label="Slides">
      {deck.slides.map((slide, index) => (
        <li key={slide.id}>
          <SlideCard slide={slide} number={index + 1} total={deck.slides.length} />
        </li>
      ))}
    </ol>
  );
}

function SlideCard({ slide, number, total }: { slide: ViewerSlide; number: number; total: number }) {
  const uid = useId();
  return (
    <article className="shared-slide" aria-labelledby={`${uid}-title`}>
      <p className="eyebrow">
        Slide {number} of {total}
      </p>
      <h2 id={`${uid}-title`}>{slide.title || 'Untitled'}</h2>
      {typeof slide.content === 'string' ? (
        <Lines text={slide.content} />
      ) : (
        <dl className="shared-facts">
          {Object.entries(slide.content).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}

/** Groups in order of first appearance. */
function groupBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

function Faqs({ faq }: { faq: FaqContent }) {
  return (
    <div className="shared-faqs">
      {groupBy(faq.faqs, (f) => f.category.trim() || 'General').map(([category, faqs]) => (
        <section key={category} className="shared-section">
          <h2>{category}</h2>
          <dl className="shared-faq-list">
            {faqs.map((f, i) => (
              <div key={i} className="shared-faq">
                <dt>{f.question}</dt>
                <dd>
                  <Lines text={f.suggestedAnswer} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function Checklist({ checklist }: { checklist: ChecklistContent }) {
  const items = checklist.categories.flatMap((c) => c.items);
  const done = items.filter((i) => i.done === true).length;
  return (
    <div className="shared-checklist">
      <p className="hint">
        {done} of {items.length} items done.
      </p>
      {checklist.categories.map((category, c) => (
        <section key={c} className="shared-section">
          <h2>{category.category}</h2>
          <ul className="shared-check-list">
            {category.items.map((item, i) => (
              <li key={i} className={item.done ? 'shared-check shared-check--done' : 'shared-check'}>
                {/* Read-only ticks: the owner keeps the checklist; a visitor only reads it. */}
                <input type="checkbox" checked={item.done === true} readOnly disabled aria-label={`${item.name}: ${item.done ? 'done' : 'not done'}`} />
                <div>
                  <p className="shared-check__name">
                    {item.name}
                    {item.required && (
                      <span className="shared-required"> Required</span>
                    )}
                  </p>
                  {item.description && <p className="shared-check__description">{item.description}</p>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
