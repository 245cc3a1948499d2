import { randomUUID } from 'node:crypto';
import type { LiteSubmission, ToolType } from '@bv/contracts';
import { LITE_QUESTIONS } from '@bv/domain';

/** Answers worth the given points per question (10, 5 or 2 each, in question order). */
export function liteAnswers(toolType: ToolType, points: number[]): Record<string, string> {
  return Object.fromEntries(
    LITE_QUESTIONS[toolType].map((q, i) => {
      const option = q.options.find((o) => o.points === points[i]);
      if (!option) throw new Error(`No ${points[i]}-point option for ${q.id}`);
      return [q.id, option.id];
    }),
  );
}

const answers = liteAnswers('exitcheck', [10, 10, 5, 5, 2]);

/** A visitor's submission as the web app sends it: its own submission id, a fresh address. */
export function liteSubmission(): LiteSubmission {
  const id = randomUUID();
  return { submissionId: id, toolType: 'exitcheck', name: 'Mei Lin Tan', email: `founder-${id.slice(0, 13)}@example.sg`, answers };
}
