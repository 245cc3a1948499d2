import type { FaqContent } from '../output-types';
import type { WriterContext } from './writer-context';
import { type FounderText, has, joinList, quoted } from './writer-text';

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
 * A drafted answer: the founder's own words for the fields they filled, a prompt naming the
 * fields they left empty, then how to answer well.
 */
export function draftAnswer(fields: [label: string, value: FounderText][], guidance: string): string {
  const given = fields.filter(([, value]) => has(value)).map(([label, value]) => `${label}: ${quoted(value)}`);
  const missing = fields.filter(([, value]) => !has(value)).map(([label]) => label.toLowerCase());
  return [
    given.length > 0 ? `From your intake — ${given.join('; ')}.` : '',
    missing.length > 0 ? `Your intake does not cover ${joinList(missing)} yet; prepare it before you meet.` : '',
    guidance,
  ]
    .filter(Boolean)
    .join(' ');
}
