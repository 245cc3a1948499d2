import type { BuyerQuestion } from './buyer-questions';

/** The model's wording of one buyer question (docs/product-rules.md, "Questions a buyer will ask"). */
export type BuyerQuestionWording = { questionId: string; ask: string; draftAnswer: string };

/** Figures as written ("S$1.2m", "24", "20 %" → "1.2", "24", "20"), to compare texts by the numbers they state. */
const figuresOf = (text: string) => new Set((text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((figure) => figure.replace(/,/g, '')));

/**
 * What of the model's wording may be shown: only for a question the deterministic list gave it,
 * once per question, a question that is a question, and a draft answer that states no figure the
 * founder's answer and plan did not (a buyer would hold the company to any number in it). The rest
 * is dropped, and those questions keep the rule table's wording.
 */
export function checkedWording(given: readonly BuyerQuestion[], wording: readonly BuyerQuestionWording[]): BuyerQuestionWording[] {
  const byId = new Map(given.map((q) => [q.questionId, q]));
  const kept = new Map<string, BuyerQuestionWording>();
  for (const entry of wording) {
    const source = byId.get(entry.questionId);
    const ask = entry.ask.trim();
    const draftAnswer = entry.draftAnswer.trim();
    if (!source || kept.has(entry.questionId) || !ask.endsWith('?') || draftAnswer.length === 0) continue;
    const known = figuresOf(`${source.today} ${source.draftAnswer} ${source.ask}`);
    if ([...figuresOf(draftAnswer), ...figuresOf(ask)].some((figure) => !known.has(figure))) continue;
    kept.set(entry.questionId, { questionId: entry.questionId, ask, draftAnswer });
  }
  return [...kept.values()];
}

/**
 * The list with the model's wording where it has some: the question and the draft answer change,
 * nothing else does (order, category, the founder's answer, evidence, priority, viewers' interest).
 * Wording for a question not in the list is ignored.
 */
export function withModelWording(questions: readonly BuyerQuestion[], wording: readonly BuyerQuestionWording[] | null | undefined): BuyerQuestion[] {
  const byId = new Map((wording ?? []).map((w) => [w.questionId, w]));
  return questions.map((question) => {
    const worded = byId.get(question.questionId);
    return worded ? { ...question, ask: worded.ask, draftAnswer: worded.draftAnswer } : question;
  });
}
