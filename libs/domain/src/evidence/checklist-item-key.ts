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
  return `${keyPart(category)}--${keyPart(name)}`.slice(0, CHECKLIST_ITEM_KEY_MAX);
}

/** The slug, or for a text with no Latin letters or digits (a name in Chinese, say) a hash of it, so keys stay distinct. */
function keyPart(text: string): string {
  const slug = slugOf(text);
  if (slug) return slug;
  let hash = 0x811c9dc5;
  for (const ch of text) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return `x${hash.toString(16)}`;
}
