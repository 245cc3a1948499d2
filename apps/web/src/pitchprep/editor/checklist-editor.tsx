import type { ChecklistContent, ChecklistItem, ChecklistPriority } from '@bv/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { ProgressBar } from '../../ui/progress-bar';
import { CHECKLIST_MAX_ITEMS, checklistReadiness } from './content';
import { ChecklistItemRow } from './checklist-item-row';
import { EditorField } from './editor-field';
import { useConfirm } from '../../ui/use-confirm';

type ChecklistEditorProps = { checklist: ChecklistContent; onChange: (checklist: ChecklistContent) => void };

/** A sale's checklist asks for documents before the letter of intent; a raise's before the term sheet. */
const prioritiesOf = (checklist: ChecklistContent): readonly ChecklistPriority[] =>
  checklist.categories.some((c) => c.items.some((i) => i.priority === 'before_loi'))
    ? ['week_1', 'before_loi', 'before_completion']
    : ['week_1', 'before_term_sheet', 'before_completion'];

/**
 * The data room's readiness, said once (like a project's progress in Linear): the items done as
 * the headline with its bar, and beside it in words the two counts a founder plans by, the first
 * week's documents and the required ones. Categories carry only their own count.
 */
export function ReadinessBar({ checklist }: { checklist: ChecklistContent }) {
  const r = checklistReadiness(checklist);
  const firstWeek = checklist.categories.flatMap((c) => c.items).filter((i) => i.priority === 'week_1');
  const firstWeekDone = firstWeek.filter((i) => i.done === true).length;
  const asker = prioritiesOf(checklist).includes('before_loi') ? 'buyer' : 'investor';
  const percent = r.total ? Math.round((r.done * 100) / r.total) : 0;
  return (
    <div className="pp-readiness" aria-label="Data-room readiness" role="group">
      <div className="pp-readiness__main">
        <p className="pp-readiness__line">
          <strong>
            Readiness<span className="pp-readiness__colon">:</span>
          </strong>{' '}
          <span className="pp-readiness__figure">
            {r.done} of {r.total} items done
          </span>
        </p>
        <span className="pp-readiness__percent" aria-hidden="true">
          {percent}%
        </span>
        <ProgressBar value={r.done} max={r.total} label="Items done" />
      </div>
      <div className="pp-readiness__facts">
        {firstWeek.length > 0 && (
          <p className="pp-readiness__fact pp-readiness__first-week" title={`What a lead ${asker} asks for first, marked Week 1`}>
            <strong>
              First week<span className="pp-readiness__colon">:</span>
            </strong>{' '}
            {firstWeekDone} of {firstWeek.length} done
            <span className="pp-readiness__note"> · what a lead {asker} asks for first</span>
          </p>
        )}
        <p className="pp-readiness__fact">
          <strong>
            Required<span className="pp-readiness__colon">:</span>
          </strong>{' '}
          {r.requiredDone} of {r.requiredTotal}
          <span className="pp-readiness__unit"> required items</span> done
        </p>
      </div>
    </div>
  );
}

/** Where the founder has work left: the first category with a required item not done (else the first). */
function firstToOpen(categories: ChecklistContent['categories']): number {
  const open = categories.findIndex((c) => c.items.some((i) => i.required && i.done !== true));
  return open === -1 ? 0 : open;
}

const itemKey = (ci: number, ii: number) => `${ci}:${ii}`;

/** Which items the rows badge: the optional ones when most are required, else the required ones; none when all are alike. */
export function markOf(items: readonly ChecklistItem[]): 'required' | 'optional' | null {
  const required = items.filter((i) => i.required).length;
  if (required === 0 || required === items.length) return null;
  return required > items.length / 2 ? 'optional' : 'required';
}

/** The open rows after item `ii` of category `ci` was deleted: rows below it move up one place. */
function openAfterDelete(open: ReadonlySet<string>, ci: number, ii: number): Set<string> {
  const next = new Set<string>();
  for (const key of open) {
    const [c, i] = key.split(':').map(Number);
    if (c !== ci || i < ii) next.add(key);
    else if (i > ii) next.add(itemKey(c, i - 1));
  }
  return next;
}

const countOf = (items: ChecklistItem[]) => ({ done: items.filter((i) => i.done === true).length, total: items.length });
type Count = ReturnType<typeof countOf>;
const isComplete = (count: Count) => count.total > 0 && count.done === count.total;

/**
 * Categories of documents, each a disclosure whose summary says how much is done, so a long list
 * is a page of summaries rather than a wall of fields. Inside, each item is one row to tick; a row
 * opens to edit its name, description and required flag, or to delete it. Only the first category
 * with required work left starts open.
 */
export function ChecklistEditor({ checklist, onChange }: ChecklistEditorProps) {
  const uid = useId();
  const focusTarget = useRef<string | null>(null);
  const confirm = useConfirm();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([firstToOpen(checklist.categories)]));
  // Items are one-line rows; only the ones being edited show their fields.
  const [openItems, setOpenItems] = useState<ReadonlySet<string>>(() => new Set());
  /** The category last chosen in the nav, marked there as current. */
  const [jumped, setJumped] = useState<number | null>(null);
  const toggleItem = (ci: number, ii: number) =>
    setOpenItems((current) => {
      const next = new Set(current);
      if (!next.delete(itemKey(ci, ii))) next.add(itemKey(ci, ii));
      return next;
    });
  const allOpen = checklist.categories.every((_, ci) => open.has(ci));
  const toggle = (ci: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(ci)) next.add(ci);
      return next;
    });

  useEffect(() => {
    if (!focusTarget.current) return;
    const target = document.getElementById(focusTarget.current);
    focusTarget.current = null;
    target?.focus();
    // A category chosen in the nav comes to the top (its scroll margin clears the sticky bars), even when already in sight.
    if (target?.classList.contains('pp-category__toggle')) target.scrollIntoView?.({ block: 'start' });
  });

  const categories = checklist.categories;
  const priorities = prioritiesOf(checklist);
  // The badge marks the fewer items, so it picks something out: "Optional" when most are required (as generated), else "Required".
  const items = categories.flatMap((c) => c.items);
  const mark = markOf(items);
  const setItems = (ci: number, items: ChecklistItem[]) =>
    onChange({ ...checklist, categories: categories.map((c, i) => (i === ci ? { ...c, items } : c)) });
  const updateItem = (ci: number, ii: number, change: Partial<ChecklistItem>) =>
    setItems(
      ci,
      categories[ci].items.map((item, i) => (i === ii ? { ...item, ...change } : item)),
    );
  const rename = (ci: number, category: string) => onChange({ ...checklist, categories: categories.map((c, i) => (i === ci ? { ...c, category } : c)) });
  const add = (ci: number) => {
    setOpen((current) => new Set(current).add(ci));
    setOpenItems((current) => new Set(current).add(itemKey(ci, categories[ci].items.length)));
    focusTarget.current = `${uid}-${ci}-${categories[ci].items.length}-name`;
    setItems(ci, [...categories[ci].items, { name: '', description: '', required: false, done: false }]);
  };
  const remove = (ci: number, ii: number) => {
    const item = categories[ci].items[ii];
    confirm.ask({
      title: `Delete “${item.name || 'this item'}” from ${categories[ci].category || 'this category'}?`,
      body: 'You can restore an earlier version once saved.',
      confirmLabel: 'Delete item',
      onYes: () => removeNow(ci, ii),
    });
  };
  const removeNow = (ci: number, ii: number) => {
    focusTarget.current = `${uid}-${ci}-add`;
    setOpenItems((current) => openAfterDelete(current, ci, ii));
    setItems(
      ci,
      categories[ci].items.filter((_, i) => i !== ii),
    );
  };

  // The category nav jumps to a category: it opens, and its heading takes focus below the sticky bars.
  const jumpTo = (ci: number) => {
    setOpen((current) => new Set(current).add(ci));
    focusTarget.current = `${uid}-${ci}-toggle`;
    setJumped(ci);
  };

  return (
    <div className="pp-editor pp-checklist">
      {confirm.dialog}
      <ReadinessBar checklist={checklist} />
      <nav className="pp-checklist__nav" aria-label="Checklist categories">
        <ul>
          {categories.map((category, ci) => {
            const count = countOf(category.items);
            const complete = isComplete(count);
            return (
              <li key={ci}>
                <button type="button" className={`pp-checklist__jump${complete ? ' is-complete' : ''}`} aria-current={jumped === ci || undefined} onClick={() => jumpTo(ci)}>
                  <span className="pp-checklist__jump-name">{category.category || `Category ${ci + 1}`}</span>
                  <span className="pp-checklist__jump-count">
                    {count.done}/{count.total}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="pp-checklist__list">
        <div className="pp-categories__tools">
          {mark && (
            <p className="pp-categories__legend">
              {mark === 'optional' ? (
                <>
                  Every item is required unless marked <span className="pp-check-row__optional">Optional</span>
                </>
              ) : (
                <>
                  Items marked <span className="pp-check-row__required">Required</span> must be in the room; the rest help
                </>
              )}
            </p>
          )}
          <button type="button" className="button button--ghost button--small" onClick={() => setOpen(new Set(allOpen ? [] : categories.map((_, ci) => ci)))}>
            {allOpen ? 'Collapse all' : 'Expand all'}
          </button>
        </div>
      {categories.map((category, ci) => {
        const count = countOf(category.items);
        const isOpen = open.has(ci);
        const complete = isComplete(count);
        return (
          <section key={ci} className={`pp-category${isOpen ? ' is-open' : ''}${complete ? ' is-complete' : ''}`} aria-labelledby={`${uid}-${ci}-heading`}>
            <h3 id={`${uid}-${ci}-heading`} className="pp-category__heading">
              <button id={`${uid}-${ci}-toggle`} type="button" className="pp-category__toggle" aria-expanded={isOpen} aria-controls={`${uid}-${ci}-panel`} onClick={() => toggle(ci)}>
                <span className="pp-category__name">{category.category || `Category ${ci + 1}`}</span>
                <span className={`pp-category__count${complete ? ' is-complete' : ''}`}>
                  {count.done} of {count.total} done
                </span>
              </button>
            </h3>
            <div id={`${uid}-${ci}-panel`} className="pp-category__panel" hidden={!isOpen}>
              <ul className="pp-check-rows" aria-label={`Items in ${category.category || `category ${ci + 1}`}`}>
                {category.items.map((item, ii) => (
                  <ChecklistItemRow
                    key={ii}
                    item={item}
                    idPrefix={`${uid}-${ci}-${ii}`}
                    fallbackName={`item ${ii + 1}`}
                    open={openItems.has(itemKey(ci, ii))}
                    priorities={priorities}
                    mark={mark}
                    onToggle={() => toggleItem(ci, ii)}
                    onChange={(change) => updateItem(ci, ii, change)}
                    onDelete={() => remove(ci, ii)}
                  />
                ))}
              </ul>
              <div className="pp-category__foot">
                <button
                  id={`${uid}-${ci}-add`}
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => add(ci)}
                  disabled={category.items.length >= CHECKLIST_MAX_ITEMS}
                >
                  Add item<span className="visually-hidden"> to {category.category || `category ${ci + 1}`}</span>
                </button>
                <details className="pp-category__rename">
                  <summary>Rename category</summary>
                  <EditorField label="Category name" value={category.category} maxLength={100} onChange={(name) => rename(ci, name)} />
                </details>
              </div>
            </div>
          </section>
        );
      })}
      </div>
    </div>
  );
}
