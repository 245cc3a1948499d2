import type { FaqContent, FaqEntry } from '@bv/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { FAQ_MAX } from './content';
import { EditorField } from './editor-field';
import { useConfirm } from '../../ui/use-confirm';

type FaqEditorProps = { faq: FaqContent; onChange: (faq: FaqContent) => void };

/**
 * Questions with their category and suggested answer: edit, add, delete. Each question folds to
 * one line (its category and question), so twenty answers are a list to scan, not a wall of
 * fields; the first starts open, and an added question opens.
 */
export function FaqEditor({ faq, onChange }: FaqEditorProps) {
  const uid = useId();
  const focusIndex = useRef<number | null>(null);
  const entries = faq.faqs;
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const allOpen = entries.length > 0 && entries.every((_, i) => open.has(i));
  const confirm = useConfirm();

  useEffect(() => {
    if (focusIndex.current === null) return;
    const target = focusIndex.current;
    focusIndex.current = null;
    document.getElementById(target < 0 ? `${uid}-add` : `${uid}-${target}-question`)?.focus();
  });

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const set = (faqs: FaqEntry[]) => onChange({ ...faq, faqs });
  const update = (index: number, change: Partial<FaqEntry>) => set(entries.map((e, i) => (i === index ? { ...e, ...change } : e)));
  const add = () => {
    focusIndex.current = entries.length;
    setOpen((current) => new Set(current).add(entries.length));
    set([...entries, { category: entries.at(-1)?.category ?? 'General', question: '', suggestedAnswer: '' }]);
  };
  const remove = (index: number) =>
    confirm.ask({
      title: `Delete question ${index + 1}${entries[index].question ? `, “${entries[index].question}”` : ''}?`,
      body: 'Its suggested answer goes with it. You can restore an earlier version once saved.',
      confirmLabel: 'Delete question',
      onYes: () => removeNow(index),
    });
  const removeNow = (index: number) => {
    const target = entries.length > 1 ? Math.min(index, entries.length - 2) : -1;
    focusIndex.current = target;
    // The questions after the deleted one move up a place, and keep whether they were open; the one that takes focus opens.
    setOpen((current) => new Set([...[...current].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i)), ...(target >= 0 ? [target] : [])]));
    set(entries.filter((_, i) => i !== index));
  };

  return (
    <div className="pp-editor">
      {confirm.dialog}
      {entries.length === 0 ? (
        <p className="hint">No questions yet. Add the first one.</p>
      ) : (
        <div className="pp-categories__tools">
          <button type="button" className="button button--ghost button--small" onClick={() => setOpen(new Set(allOpen ? [] : entries.map((_, i) => i)))}>
            {allOpen ? 'Collapse all' : 'Expand all'}
          </button>
        </div>
      )}
      <ol className="pp-items pp-items--faq">
        {entries.map((entry, index) => {
          const isOpen = open.has(index);
          return (
            <li key={index} className={`pp-category pp-faq${isOpen ? ' is-open' : ''}`}>
              <h3 className="pp-category__heading">
                <button type="button" className="pp-category__toggle" aria-expanded={isOpen} aria-controls={`${uid}-${index}-panel`} onClick={() => toggle(index)}>
                  <span className="pp-faq__summary">
                    <span className="pp-faq__category">
                      {index + 1} · {entry.category || 'No category'}
                    </span>
                    <span className="pp-faq__question">{entry.question || 'New question'}</span>
                  </span>
                </button>
              </h3>
              <div id={`${uid}-${index}-panel`} className="pp-category__panel" hidden={!isOpen}>
                <fieldset className="pp-faq__fields">
                  <legend className="visually-hidden">Question {index + 1}</legend>
                  <EditorField label="Category" value={entry.category} maxLength={100} onChange={(category) => update(index, { category })} />
                  <EditorField
                    id={`${uid}-${index}-question`}
                    label="Question"
                    multiline
                    rows={2}
                    maxLength={500}
                    value={entry.question}
                    onChange={(question) => update(index, { question })}
                  />
                  <EditorField
                    label="Suggested answer"
                    multiline
                    rows={5}
                    maxLength={5_000}
                    value={entry.suggestedAnswer}
                    onChange={(suggestedAnswer) => update(index, { suggestedAnswer })}
                  />
                  <div className="button-row pp-item__actions">
                    <button type="button" className="button button--ghost button--small pp-danger" onClick={() => remove(index)}>
                      Delete<span className="visually-hidden"> question {index + 1}</span>
                    </button>
                  </div>
                </fieldset>
              </div>
            </li>
          );
        })}
      </ol>
      <button id={`${uid}-add`} type="button" className="button button--secondary" onClick={add} disabled={entries.length >= FAQ_MAX}>
        Add question
      </button>
    </div>
  );
}
