/**
 * Which room documents may prove a checklist item, by file name and type (docs/product-rules.md,
 * "Evidence-linked readiness"). Deterministic: the same room gives the same suggestions.
 */

export type SuggestibleDocument = { id: string; name: string; type: string };

const STOP_WORDS = new Set(['and', 'or', 'the', 'of', 'with', 'for', 'a', 'an', 'to', 'in', 'on', 'list', 'records', 'documents']);

/** Words a founder's file is likely to use for an item, beyond the item's own name. */
const ALIASES: readonly { when: RegExp; words: readonly string[]; types: readonly string[] }[] = [
  { when: /cap table/i, words: ['cap', 'captable', 'shareholding', 'shareholders'], types: ['xlsx', 'xls', 'csv'] },
  { when: /financial statements/i, words: ['audit', 'audited', 'fs', 'afs', 'financial', 'financials', 'accounts'], types: ['pdf'] },
  { when: /management accounts/i, words: ['mgmt', 'management', 'accounts', 'p&l', 'pnl'], types: ['xlsx', 'pdf'] },
  { when: /financial model/i, words: ['model', 'projections', 'forecast', 'budget'], types: ['xlsx'] },
  { when: /tax/i, words: ['iras', 'tax', 'form-c', 'formc'], types: ['pdf'] },
  { when: /gst/i, words: ['gst', 'f5'], types: ['pdf', 'xlsx'] },
  { when: /ebitda/i, words: ['ebitda', 'normalised', 'normalized', 'adjustments'], types: ['xlsx'] },
  { when: /acra/i, words: ['acra', 'bizfile', 'profile'], types: ['pdf'] },
  { when: /constitution/i, words: ['constitution', 'm&aa', 'memorandum', 'articles'], types: ['pdf'] },
  { when: /pitch deck/i, words: ['deck', 'pitch', 'investor'], types: ['pptx', 'pdf', 'pitch_deck'] },
  { when: /teaser|information memorandum/i, words: ['teaser', 'im', 'cim', 'memorandum'], types: ['pdf', 'pptx', 'exit_deck'] },
  { when: /customer list/i, words: ['customers', 'customer', 'clients', 'revenue'], types: ['xlsx', 'csv'] },
  { when: /organisation chart/i, words: ['org', 'organisation', 'organization', 'headcount', 'orgchart'], types: ['pdf', 'xlsx', 'png'] },
  { when: /esop/i, words: ['esop', 'options', 'option', 'grants'], types: ['pdf', 'xlsx'] },
  { when: /non-disclosure/i, words: ['nda', 'confidentiality'], types: ['pdf', 'docx'] },
  { when: /insurance/i, words: ['insurance', 'policy', 'policies'], types: ['pdf'] },
];

/** Lowercase words of a file or item name; camelCase and separators split ("CapTable_2024.xlsx" → cap, table, 2024, xlsx). */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter((w) => w.length > 0);
}

export type ItemKeywords = { words: readonly string[]; types: readonly string[] };

/** An item's keywords: the words of its name (singular and plural alike) and its aliases' words and preferred file types. */
export function itemKeywords(itemName: string): ItemKeywords {
  const own = wordsOf(itemName).filter((w) => !STOP_WORDS.has(w) && w.length > 1);
  const aliases = ALIASES.filter((a) => a.when.test(itemName));
  const words = new Set([...own, ...own.map(singular), ...aliases.flatMap((a) => a.words)]);
  const types = new Set(aliases.flatMap((a) => a.types));
  return { words: [...words], types: [...types] };
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

const MAX_SUGGESTIONS = 3;

/**
 * Documents whose file name shares a keyword with the item, best first: more matching words, then
 * a preferred type, then name order. A document that only has the right type is not suggested.
 */
export function suggestDocuments<D extends SuggestibleDocument>(itemName: string, documents: readonly D[]): D[] {
  const { words, types } = itemKeywords(itemName);
  const wanted = new Set(words);
  const scored = documents
    .map((doc) => {
      const fileWords = new Set(wordsOf(doc.name.replace(/\.[a-z0-9]+$/i, '')).flatMap((w) => [w, singular(w)]));
      const matches = [...wanted].filter((w) => fileWords.has(w)).length;
      const typeBonus = types.includes(doc.type.toLowerCase()) ? 1 : 0;
      return { doc, matches, score: matches * 2 + typeBonus };
    })
    .filter((s) => s.matches > 0)
    .sort((a, b) => b.score - a.score || a.doc.name.localeCompare(b.doc.name) || a.doc.id.localeCompare(b.doc.id));
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.doc);
}
