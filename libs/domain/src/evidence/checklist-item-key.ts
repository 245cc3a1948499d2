/** Lowercase words of a text joined by hyphens: "Financial & tax" → "financial-tax". */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const CHECKLIST_ITEM_KEY_MAX = 160;

/**
 * A checklist item's key: its category and name, so a link survives a regenerated checklist and
 * the same item in the founder's exit and fundraising checklists (items carry no ids of their own).
 */
export function checklistItemKey(category: string, name: string): string {
  return `${slugOf(category)}--${slugOf(name)}`.slice(0, CHECKLIST_ITEM_KEY_MAX);
}
