import type { FaqContent, FaqEntry } from '@bv/domain';
import { useEffect, useId, useRef } from 'react';
import { FAQ_MAX } from './content';
import { EditorField } from './editor-field';
import { confirmDelete } from './list-edits';

type FaqEditorProps = { faq: FaqContent; onChange: (faq: FaqContent) => void };

/** Questions with their category and suggested answer: edit, add, delete. */
export function FaqEditor({ faq, onChange }: FaqEditorProps) {
  const uid = useId();
  const focusIndex = useRef<number | null>(null);
  const entries = faq.faqs;

  useEffect(() => {
    if (focusIndex.current === null) return;
    const target = focusIndex.current;
    focusIndex.current = null;
    document.getElementById(target < 0 ? `${uid}-add` : `${uid}-${target}-question`)?.focus();
  });

  const set = (faqs: FaqEntry[]) => onChange({ ...faq, faqs });
  const update = (index: number, change: Partial<FaqEntry>) => set(entries.map((e, i) => (i === index ? { ...e, ...change } : e)));
  const add = () => {
    focusIndex.current = entries.length;
    set([...entries, { category: entries.at(-1)?.category ?? 'General', question: '', suggestedAnswer: '' }]);
  };
  const remove = (index: number) => {
    if (!confirmDelete(`Delete question ${index + 1}${entries[index].question ? `, “${entries[index].question}”` : ''}?`)) return;
    focusIndex.current = entries.length > 1 ? Math.min(index, entries.length - 2) : -1;
    set(entries.filter((_, i) => i !== index));
  };

  return (
    <div className="pp-editor">
      {entries.length === 0 && <p className="hint">No questions yet. Add the first one.</p>}
      <ol className="pp-items">
        {entries.map((entry, index) => (
          <li key={index} className="pp-item">
            <fieldset>
              <legend>Question {index + 1}</legend>
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
          </li>
        ))}
      </ol>
      <button id={`${uid}-add`} type="button" className="button button--secondary" onClick={add} disabled={entries.length >= FAQ_MAX}>
        Add question
      </button>
    </div>
  );
}
