import { PRO_MAX_OPTION_SCORE } from '../pro-categories';
import { PRO_ANSWER_ADVICE } from './pro-answer-advice';

/** Advice as any writer gives it: its words and the answers it says it is about. */
export type CitedAdvice = { text: string; questionIds: readonly string[] };

export type AdviceProblem =
  /** Cites an answer that is at the top mark already. */
  | { kind: 'cites_top_mark'; text: string; questionId: string }
  /** Talks about the subject of a top-mark answer that none of its citations share. */
  | { kind: 'about_top_mark'; text: string; questionId: string; topic: string }
  /** Cites a question the assessment does not have. */
  | { kind: 'unknown_question'; text: string; questionId: string };

const compiled = new Map(Object.entries(PRO_ANSWER_ADVICE).map(([id, entry]) => [id, entry.topics.map((t) => ({ source: t, pattern: new RegExp(t, 'i') }))]));

/** The topics of a question that a text mentions. */
export function topicsMentioned(questionId: string, text: string): string[] {
  return (compiled.get(questionId) ?? []).filter((t) => t.pattern.test(text)).map((t) => t.source);
}

/**
 * docs/product-rules.md, "ExitCheck Pro report": advice is never about an answer at the top mark.
 * Runs the same on the deterministic writer's advice and on what a model returns; a problem names
 * the advice and the answer it should have left alone.
 */
export function adviceProblems(advice: readonly CitedAdvice[], scores: ReadonlyMap<string, number>): AdviceProblem[] {
  const topMarks = [...scores].filter(([, score]) => score >= PRO_MAX_OPTION_SCORE).map(([id]) => id);
  return advice.flatMap((item): AdviceProblem[] => {
    const problems: AdviceProblem[] = [];
    for (const questionId of item.questionIds) {
      const score = scores.get(questionId);
      if (score === undefined) problems.push({ kind: 'unknown_question', text: item.text, questionId });
      else if (score >= PRO_MAX_OPTION_SCORE) problems.push({ kind: 'cites_top_mark', text: item.text, questionId });
    }
    // A subject the advice shares with one of its own (open) answers is fair to mention.
    const covered = new Set(item.questionIds.filter((id) => !topMarks.includes(id)).flatMap((id) => PRO_ANSWER_ADVICE[id]?.topics ?? []));
    for (const questionId of topMarks) {
      if (item.questionIds.includes(questionId)) continue;
      const topic = topicsMentioned(questionId, item.text).find((t) => !covered.has(t));
      if (topic) problems.push({ kind: 'about_top_mark', text: item.text, questionId, topic });
    }
    return problems;
  });
}
