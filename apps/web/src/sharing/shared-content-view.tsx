import type { ChecklistContent, FaqContent, ViewerDeckContent } from '@bv/domain';
import { useEffect, useId } from 'react';
import { isChecklist, isFaq, isViewerDeck } from '../pitchprep/editor/content';
import { DeckViewer } from '../slides/deck-viewer';

type Shown =
  | { kind: 'deck'; content: ViewerDeckContent }
  | { kind: 'faq'; content: FaqContent }
  | { kind: 'checklist'; content: ChecklistContent }
  | { kind: 'raw'; content: unknown };

/**
 * Decks, FAQs and checklists by their type; anything else (or a shape we do not know) as raw
 * structured content (docs/product-rules.md, "PitchPrep outputs").
 */
export function sharedView(outputType: string, content: unknown): Shown {
  if ((outputType === 'pitch_deck' || outputType === 'exit_deck') && isViewerDeck(content)) return { kind: 'deck', content };
  if ((outputType === 'investor_faq' || outputType === 'exit_faq') && isFaq(content)) return { kind: 'faq', content };
  if (outputType === 'data_room_checklist' && isChecklist(content)) return { kind: 'checklist', content };
  return { kind: 'raw', content };
}

type SharedContentViewProps = {
  outputType: string;
  content: unknown;
  /** The company the output is about (the deck's cover and footers). */
  companyName: string;
  /** The slide or section in view, for the owner's analytics. */
  onSectionChange?: (index: number, total: number) => void;
};

/** The shared output, read-only: a deck as a slide viewer, a FAQ or checklist as a document. */
export function SharedContentView({ outputType, content, companyName, onSectionChange }: SharedContentViewProps) {
  const shown = sharedView(outputType, content);
  switch (shown.kind) {
    case 'deck':
      return <DeckViewer slides={shown.content.slides} companyName={companyName} onSectionChange={onSectionChange} />;
    case 'faq':
      return <Faqs faq={shown.content} onSectionChange={onSectionChange} />;
    case 'checklist':
      return <Checklist checklist={shown.content} onSectionChange={onSectionChange} />;
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

/** Groups in order of first appearance. */
function groupBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

type SectionProps = { onSectionChange?: (index: number, total: number) => void };

/**
 * Documents are read by scrolling: the section nearest the top of the screen is the one in view.
 * Reports the first section at once, then each change.
 */
function useSectionInView(rootId: string, total: number, onSectionChange: SectionProps['onSectionChange']) {
  useEffect(() => {
    if (!onSectionChange || total === 0) return;
    onSectionChange(0, total);
    const sections = [...(document.getElementById(rootId)?.querySelectorAll<HTMLElement>('[data-section]') ?? [])];
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    let current = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.section);
          if (entry.isIntersecting && index !== current) {
            current = index;
            onSectionChange(index, total);
          }
        }
      },
      { rootMargin: '0px 0px -60% 0px' },
    );
    sections.forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [rootId, total, onSectionChange]);
}

/** The document's contents: one link per section, so a reader can jump. */
function Contents({ rootId, titles }: { rootId: string; titles: string[] }) {
  if (titles.length < 2) return null;
  return (
    <nav className="shared-document__contents" aria-label="Contents">
      <p className="eyebrow">Contents</p>
      <ol>
        {titles.map((title, i) => (
          <li key={i}>
            <a href={`#${rootId}-s${i}`}>{title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Faqs({ faq, onSectionChange }: { faq: FaqContent } & SectionProps) {
  const rootId = useId().replace(/:/g, '');
  const groups = groupBy(faq.faqs, (f) => f.category.trim() || 'General');
  useSectionInView(rootId, groups.length, onSectionChange);
  return (
    <div className="shared-document shared-faqs" id={rootId}>
      <Contents rootId={rootId} titles={groups.map(([category]) => category)} />
      {groups.map(([category, faqs], s) => (
        <section key={category} className="shared-section" id={`${rootId}-s${s}`} data-section={s}>
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

function Checklist({ checklist, onSectionChange }: { checklist: ChecklistContent } & SectionProps) {
  const rootId = useId().replace(/:/g, '');
  const items = checklist.categories.flatMap((c) => c.items);
  const done = items.filter((i) => i.done === true).length;
  useSectionInView(rootId, checklist.categories.length, onSectionChange);
  return (
    <div className="shared-document shared-checklist" id={rootId}>
      <p className="shared-document__summary">
        <strong>
          {done} of {items.length}
        </strong>{' '}
        items ready
      </p>
      <Contents rootId={rootId} titles={checklist.categories.map((c) => c.category)} />
      {checklist.categories.map((category, c) => (
        <section key={c} className="shared-section" id={`${rootId}-s${c}`} data-section={c}>
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
