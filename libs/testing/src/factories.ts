import { randomUUID } from 'node:crypto';
import type { ErrorBody, LiteResult, LiteSubmission, ToolType } from '@bv/contracts';
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

export function liteSubmission(overrides: Partial<LiteSubmission> & { points?: number[] } = {}): LiteSubmission {
  const { points = [10, 10, 5, 5, 2], ...rest } = overrides;
  const toolType = rest.toolType ?? 'exitcheck';
  return {
    submissionId: randomUUID(),
    toolType,
    name: 'Mei Lin Tan',
    email: `founder-${randomUUID().slice(0, 8)}@example.sg`,
    answers: liteAnswers(toolType, points),
    ...rest,
  };
}

/** The body is typed as either answer the Lite API gives; a test checks `status` first. */
export type LiteApiReply = { status: number; body: LiteResult & ErrorBody; headers: Headers };

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<LiteApiReply> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
