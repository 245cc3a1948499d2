import type { FaqContent } from './output-types';

const FOUNDER_PROMPT = /\s*\[Add:[^\]]*\]/g;

/** An answer without the founder's "[Add: …]" prompts. */
export function withoutFounderPrompts(text: string): string {
  return text.replace(FOUNDER_PROMPT, '').trim();
}

/**
 * What an investor or buyer receives of an FAQ (docs/product-rules.md, "PitchPrep outputs"): the
 * "[Add: …]" prompts are the founder's to-do list and stay in the editor and the founder's copy;
 * a question left with no answer at all is left out.
 */
export function faqForInvestors(faq: FaqContent): FaqContent {
  return {
    faqs: faq.faqs.map((entry) => ({ ...entry, suggestedAnswer: withoutFounderPrompts(entry.suggestedAnswer) })).filter((entry) => entry.suggestedAnswer.length > 0),
  };
}

/** An answer as the founder's copy shows it: the answer, and the prompt (without its brackets) apart. */
export function splitFounderPrompt(text: string): { answer: string; prompt: string | null } {
  const prompt = /\[Add:\s*([^\]]*)\]/.exec(text);
  const words = prompt?.[1].trim() ?? '';
  return { answer: withoutFounderPrompts(text), prompt: words ? (/[.!?]$/.test(words) ? words : `${words}.`) : null };
}

