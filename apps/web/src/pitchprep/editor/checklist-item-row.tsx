import { PRIORITY_LABEL, type ChecklistItem, type ChecklistPriority } from '@bv/domain';
import { useId, type KeyboardEvent } from 'react';
import { EditorField } from './editor-field';

type ChecklistItemRowProps = {
  item: ChecklistItem;
  /** Unique per row: the ids of its toggle, panel and Name field derive from it. */
  idPrefix: string;
  /** What to call an item without a name yet ("item 3"). */
  fallbackName: string;
  open: boolean;
  /** The priorities this checklist's track uses, in order (a raise has term sheets, a sale LOIs). */
  priorities: readonly ChecklistPriority[];
  /** Which items carry a badge: the checklist's minority (checklist-editor markOf). */
  mark: 'required' | 'optional' | null;
  onToggle: () => void;
  onChange: (change: Partial<ChecklistItem>) => void;
  onDelete: () => void;
};

/**
 * One document of the data room as a row (like an issue in Linear): the Done box, the name, a
 * Required or Optional badge (whichever is rarer) and the description's first line; the row opens in place to edit its fields, so
 * a category of twenty items is twenty lines, not twenty forms. Escape closes an open row.
 */
export function ChecklistItemRow({ item, idPrefix, fallbackName, open, priorities, mark, onToggle, onChange, onDelete }: ChecklistItemRowProps) {
  const name = item.name || fallbackName;
  const whenId = useId();
  const toggleId = `${idPrefix}-toggle`;
  const panelId = `${idPrefix}-panel`;
  // Closing from inside the panel gives focus back to the row, so the keyboard does not fall to the page's start.
  const close = () => {
    onToggle();
    document.getElementById(toggleId)?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <li className={`pp-check-row${item.done ? ' is-done' : ''}${open ? ' is-open' : ''}`}>
      <div className="pp-check-row__line">
        <label className="pp-check-row__done">
          <input type="checkbox" checked={item.done === true} onChange={(e) => onChange({ done: e.target.checked })} />
          <span className="visually-hidden">Done ({name})</span>
        </label>
        <button type="button" id={toggleId} className="pp-check-row__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className={`pp-check-row__name${item.name ? '' : ' is-untitled'}`}>{item.name || 'Untitled item'}</span>
          <span className="pp-check-row__badges">
            {item.priority && <span className={`pp-check-row__when pp-check-row__when--${item.priority}`}>{PRIORITY_LABEL[item.priority]}</span>}
            {mark === 'required' && item.required && <span className="pp-check-row__required">Required</span>}
            {mark === 'optional' && !item.required && <span className="pp-check-row__optional">Optional</span>}
          </span>
          {item.description && <span className="pp-check-row__summary">{item.description}</span>}
        </button>
      </div>
      <div id={panelId} className="pp-check-row__panel" hidden={!open} onKeyDown={closeOnEscape}>
        <fieldset>
          <legend className="visually-hidden">{name}</legend>
          <EditorField id={`${idPrefix}-name`} label="Name" value={item.name} maxLength={200} onChange={(v) => onChange({ name: v })} />
          <EditorField label="Description" multiline rows={2} maxLength={1_000} value={item.description} onChange={(v) => onChange({ description: v })} />
          <div className="pp-check-row__when-field">
            <label htmlFor={whenId}>When it is needed</label>
            <select className="input" id={whenId} value={item.priority ?? ''} onChange={(e) => onChange({ priority: (e.target.value || undefined) as ChecklistPriority | undefined })}>
              {!item.priority && <option value="">Not set</option>}
              {priorities.map((priority) => (
                <option key={priority} value={priority}>
                  {PRIORITY_LABEL[priority]}
                </option>
              ))}
            </select>
          </div>
          <div className="pp-check-row__actions">
            <label className="pp-check-row__flag">
              <input type="checkbox" checked={item.required} onChange={(e) => onChange({ required: e.target.checked })} />
              Required<span className="visually-hidden"> ({name})</span>
            </label>
            <button type="button" className="button button--ghost button--small pp-danger" onClick={onDelete}>
              Delete<span className="visually-hidden"> {name}</span>
            </button>
            <button type="button" className="button button--secondary button--small pp-check-row__close" onClick={close}>
              Done editing<span className="visually-hidden"> {name}</span>
            </button>
          </div>
        </fieldset>
      </div>
    </li>
  );
}
