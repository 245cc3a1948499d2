import type { FaqContent } from '../output-types';
import type { WriterContext } from './writer-context';
import { addHint, type FounderText, has, joinList, points } from './writer-text';

export type FaqTemplate = {
  category: string;
  question: string | ((ctx: WriterContext) => string);
  answer: (ctx: WriterContext) => string;
};

export function buildFaq(templates: readonly FaqTemplate[], ctx: WriterContext): FaqContent {
  return {
    faqs: templates.map((template) => ({
      category: template.category,
      question: typeof template.question === 'string' ? template.question : template.question(ctx),
      suggestedAnswer: template.answer(ctx),
    })),
  };
}

/**
 * One sentence per fact, ending once: "TAM: US$1.4B across SEA-6." An answer built on a single
 * fact needs no label: the founder's words are the answer.
 */
function factSentence(label: string, value: FounderText, alone: boolean): string {
  const text = points(value)
    .map((point) => point.replace(/[.;,\s]+$/, ''))
    .join(alone ? '. ' : '; ');
  return alone ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : `${label}: ${text}.`;
}

/**
 * A drafted answer in the founder's own facts, one sentence each. What the intake leaves
 * empty becomes one marked prompt, "[Add: …]", saying what to add and how to answer well;
 * an answer with every fact filled carries no coaching, so it can be sent as it is.
 */
export function draftAnswer(fields: [label: string, value: FounderText][], guidance: string): string {
  const given = fields.filter(([, value]) => has(value)).map(([label, value]) => factSentence(label, value, fields.length === 1));
  // "TAM" stays "TAM"; "Monthly burn" reads "monthly burn" inside the sentence.
  const missing = fields.filter(([, value]) => !has(value)).map(([label]) => (/[A-Z]{2}/.test(label) ? label : label.toLowerCase()));
  const prompt = missing.length > 0 ? addHint(`your ${joinList(missing)}. ${guidance}`) : given.length === 0 ? addHint(guidance) : '';
  return [...given, prompt].filter(Boolean).join(' ');
}
