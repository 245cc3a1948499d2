import type { ChecklistContent, ChecklistItem } from '@bv/domain';
import { useEffect, useId, useRef } from 'react';
import { ProgressBar } from '../../ui/progress-bar';
import { CHECKLIST_MAX_ITEMS, checklistReadiness } from './content';
import { EditorField } from './editor-field';
import { confirmDelete } from './list-edits';

type ChecklistEditorProps = { checklist: ChecklistContent; onChange: (checklist: ChecklistContent) => void };

/** The readiness of the data room: done over all items, and over the required ones. */
export function ReadinessBar({ checklist }: { checklist: ChecklistContent }) {
  const r = checklistReadiness(checklist);
  return (
    <div className="pp-readiness" aria-label="Data-room readiness" role="group">
      <p className="pp-readiness__line">
        <strong>Readiness:</strong> {r.done} of {r.total} items done
      </p>
      <ProgressBar value={r.done} max={r.total} label="Items done" />
      <p className="pp-readiness__line">
        <strong>Required:</strong> {r.requiredDone} of {r.requiredTotal} required items done
      </p>
      <ProgressBar value={r.requiredDone} max={r.requiredTotal} label="Required items done" />
    </div>
  );
}

/** Categories of documents: tick what is ready, edit name, description and required, add or delete items. */
export function ChecklistEditor({ checklist, onChange }: ChecklistEditorProps) {
  const uid = useId();
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const categories = checklist.categories;
  const setItems = (ci: number, items: ChecklistItem[]) =>
    onChange({ ...checklist, categories: categories.map((c, i) => (i === ci ? { ...c, items } : c)) });
  const updateItem = (ci: number, ii: number, change: Partial<ChecklistItem>) =>
    setItems(
      ci,
      categories[ci].items.map((item, i) => (i === ii ? { ...item, ...change } : item)),
    );
  const rename = (ci: number, category: string) => onChange({ ...checklist, categories: categories.map((c, i) => (i === ci ? { ...c, category } : c)) });
  const add = (ci: number) => {
    focusTarget.current = `${uid}-${ci}-${categories[ci].items.length}-name`;
    setItems(ci, [...categories[ci].items, { name: '', description: '', required: false, done: false }]);
  };
  const remove = (ci: number, ii: number) => {
    const item = categories[ci].items[ii];
    if (!confirmDelete(`Delete “${item.name || 'this item'}” from ${categories[ci].category || 'this category'}?`)) return;
    focusTarget.current = `${uid}-${ci}-add`;
    setItems(
      ci,
      categories[ci].items.filter((_, i) => i !== ii),
    );
  };

  return (
    <div className="pp-editor">
      <ReadinessBar checklist={checklist} />
      {categories.map((category, ci) => (
        <section key={ci} className="pp-category" aria-labelledby={`${uid}-${ci}-heading`}>
          <h3 id={`${uid}-${ci}-heading`} className="pp-category__heading">
            {category.category || `Category ${ci + 1}`}
          </h3>
          <EditorField label="Category name" value={category.category} maxLength={100} onChange={(name) => rename(ci, name)} />
          <ul className="pp-items">
            {category.items.map((item, ii) => {
              const name = item.name || `item ${ii + 1}`;
              return (
                <li key={ii} className={`pp-item pp-check${item.done ? ' pp-check--done' : ''}`}>
                  <fieldset>
                    <legend>{name}</legend>
                    <label className="pp-check__done">
                      <input type="checkbox" checked={item.done === true} onChange={(e) => updateItem(ci, ii, { done: e.target.checked })} />
                      Done<span className="visually-hidden"> ({name})</span>
                    </label>
                    <EditorField id={`${uid}-${ci}-${ii}-name`} label="Name" value={item.name} maxLength={200} onChange={(v) => updateItem(ci, ii, { name: v })} />
                    <EditorField label="Description" multiline rows={2} maxLength={1_000} value={item.description} onChange={(v) => updateItem(ci, ii, { description: v })} />
                    <div className="button-row pp-item__actions">
                      <label className="pp-check__required">
                        <input type="checkbox" checked={item.required} onChange={(e) => updateItem(ci, ii, { required: e.target.checked })} />
                        Required<span className="visually-hidden"> ({name})</span>
                      </label>
                      <button type="button" className="button button--ghost button--small pp-danger" onClick={() => remove(ci, ii)}>
                        Delete<span className="visually-hidden"> {name}</span>
                      </button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ul>
          <button
            id={`${uid}-${ci}-add`}
            type="button"
            className="button button--secondary button--small"
            onClick={() => add(ci)}
            disabled={category.items.length >= CHECKLIST_MAX_ITEMS}
          >
            Add item<span className="visually-hidden"> to {category.category || `category ${ci + 1}`}</span>
          </button>
        </section>
      ))}
    </div>
  );
}
