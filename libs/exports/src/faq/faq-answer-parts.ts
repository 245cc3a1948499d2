// Abbreviations a sentence does not end at ("e.g. Startup SG", "Pte. Ltd.").
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|Pte|Ltd|Co|Inc|Dr|Mr|Mrs|Ms|No|approx|St)\.)$/i;
// A lead longer than this is not a lead: the answer is shown whole.
const LEAD_MAX = 220;

/**
 * An answer as a reader scans it: the first sentence as the lead (the short answer), the rest as
 * supporting detail set apart under it. Nothing is added or reworded; a first paragraph of one
 * sentence (or whose first sentence is long) is the lead whole.
 */
export function answerParts(answer: string): { lead: string; detail: string } {
  const text = answer.trim();
  const [first, ...more] = text.split(/\n+/);
  const end = sentenceEnd(first);
  if (end === null || end > LEAD_MAX) return { lead: first.trim(), detail: more.join('\n').trim() };
  return { lead: first.slice(0, end).trim(), detail: [first.slice(end), ...more].join('\n').trim() };
}

/** Where the first sentence ends (after its stop), or null when the paragraph is one sentence. */
function sentenceEnd(paragraph: string): number | null {
  const stop = /[.!?][”’")]?(?=\s+[A-Z0-9“‘"(])/g;
  for (let match = stop.exec(paragraph); match; match = stop.exec(paragraph)) {
    const end = match.index + match[0].length;
    if (!ABBREVIATIONS.test(paragraph.slice(0, end))) return end;
  }
  return null;
}

/** "01", "02", …: the number a category carries in the contents and over its section. */
export const sectionNumber = (index: number): string => String(index + 1).padStart(2, '0');

export const questionCount = (count: number): string => `${count} question${count === 1 ? '' : 's'}`;
