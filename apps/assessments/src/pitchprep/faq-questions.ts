import type { FaqContent } from '@bv/domain';

/** The most items an FAQ output holds (its content schema's limit). */
export const FAQ_MAX_ITEMS = 100;
const CATEGORY = { fundraising: 'Questions from investors', exit: 'Questions from buyers' } as const;

/** Two questions are the same when they read the same, whatever the case, spacing or final punctuation. */
export const sameQuestion = (a: string, b: string) => normalized(a) === normalized(b);
const normalized = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').replace(/[\s?.!]+$/, '').trim();

/** The FAQ with the question appended in the track's category, or null when it already holds that question. */
export function faqWithQuestion(content: FaqContent, question: string, answer: string, track: keyof typeof CATEGORY): FaqContent | null {
  if (content.faqs.some((f) => sameQuestion(f.question, question))) return null;
  return { ...content, faqs: [...content.faqs, { category: CATEGORY[track], question: question.trim(), suggestedAnswer: answer.trim() }] };
}
