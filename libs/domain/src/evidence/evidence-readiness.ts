import type { ChecklistContent, ChecklistItem } from '../pitchprep/output-types';
import { PRO_CATEGORIES, type ProCategoryId } from '../pro/pro-categories';
import { checklistItemKey } from './checklist-item-key';
import { proCategoriesOf } from './evidence-categories';

/**
 * How much an item counts towards its category (docs/product-rules.md, "Evidence-linked
 * readiness"): what a buyer or investor asks for in the first week counts most; without a
 * priority, a required item counts twice an optional one.
 */
export function evidenceWeightOf(item: Pick<ChecklistItem, 'priority' | 'required'>): number {
  switch (item.priority) {
    case 'week_1':
      return 4;
    case 'before_term_sheet':
    case 'before_loi':
      return 2;
    case 'before_completion':
      return 1;
    default:
      return item.required ? 2 : 1;
  }
}

/** A linked document's state as far as evidence goes: only a converted document proves anything. */
export type EvidenceLinkState = { documentId: string; converted: boolean };

export type EvidencedItem = { key: string; item: ChecklistItem; weight: number; declared: boolean; evidenced: boolean };
export type CategoryReadiness = {
  category: string;
  proCategories: readonly ProCategoryId[];
  /** Whole percent of the category's weight the founder ticked as done. */
  declared: number;
  /** Whole percent of the category's weight that has a converted document linked. */
  evidenced: number;
  items: EvidencedItem[];
};
export type ProCategoryEvidence = { id: ProCategoryId; title: string; evidenced: number | null };
export type ChecklistReadiness = { categories: CategoryReadiness[]; pro: ProCategoryEvidence[]; declared: number; evidenced: number };

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

function share(items: readonly EvidencedItem[], pick: (item: EvidencedItem) => boolean): number {
  const whole = items.reduce((sum, i) => sum + i.weight, 0);
  return percent(items.filter(pick).reduce((sum, i) => sum + i.weight, 0), whole);
}

/**
 * Declared beside evidenced, per checklist category, per ExitCheck Pro category (through
 * CHECKLIST_TO_PRO_CATEGORIES; null where no checklist item feeds it) and overall.
 */
export function checklistReadiness(checklist: ChecklistContent, links: ReadonlyMap<string, EvidenceLinkState>): ChecklistReadiness {
  const categories = checklist.categories.map((c): CategoryReadiness => {
    const items = c.items.map((item): EvidencedItem => {
      const key = checklistItemKey(c.category, item.name);
      return { key, item, weight: evidenceWeightOf(item), declared: item.done === true, evidenced: links.get(key)?.converted === true };
    });
    return {
      category: c.category,
      proCategories: proCategoriesOf(c.category),
      declared: share(items, (i) => i.declared),
      evidenced: share(items, (i) => i.evidenced),
      items,
    };
  });
  const everything = categories.flatMap((c) => c.items);
  const pro = PRO_CATEGORIES.map(({ id, title }): ProCategoryEvidence => {
    const fed = categories.filter((c) => c.proCategories.includes(id)).flatMap((c) => c.items);
    return { id, title, evidenced: fed.length === 0 ? null : share(fed, (i) => i.evidenced) };
  });
  return { categories, pro, declared: share(everything, (i) => i.declared), evidenced: share(everything, (i) => i.evidenced) };
}
