import OpenAI from 'openai';
import type { z } from 'zod';
import { AppError, appError, assessmentsErrors } from '@bv/contracts';

export type OpenAiSettings = { apiKey: string; model: string; baseURL?: string; timeoutMs: number };

/** One structured-output request: the model must answer JSON matching `jsonSchema` (strict). */
export type JsonRequest<T> = { name: string; jsonSchema: Record<string, unknown>; system: string; user: string; parse: z.ZodType<T> };

/**
 * The OpenAI key to write with, or null for the deterministic writers. `AI_REPORTS=openai`
 * without a key is a configuration error ('Service Configuration Error').
 */
export function chooseAiWriter(config: { AI_REPORTS: 'auto' | 'openai' | 'deterministic'; OPENAI_API_KEY?: string }): string | null {
  if (config.AI_REPORTS === 'deterministic') return null;
  if (config.OPENAI_API_KEY) return config.OPENAI_API_KEY;
  if (config.AI_REPORTS === 'auto') return null;
  throw appError(assessmentsErrors.AI_CONFIG_ERROR);
}

/** Whether runs started now are written by the AI provider (and so count against the daily ceiling). */
export function writesWithProvider(config: { AI_REPORTS: 'auto' | 'openai' | 'deterministic'; OPENAI_API_KEY?: string }): boolean {
  return config.AI_REPORTS === 'openai' || (config.AI_REPORTS === 'auto' && Boolean(config.OPENAI_API_KEY));
}

/** AI failures worth another try with backoff; the others (configuration, key) fail at once. */
const TRANSIENT_CODES = new Set(['TIMEOUT_ERROR', 'RATE_LIMIT', 'GENERATION_ERROR']);
export const isTransientAiError = (error: AppError) => TRANSIENT_CODES.has(error.code);

/** Maps the SDK's failures to the error codes of docs/product-rules.md, "ExitCheck Pro" (AI report). */
export function aiError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return appError(assessmentsErrors.AI_TIMEOUT);
  if (error instanceof OpenAI.RateLimitError) return appError(assessmentsErrors.AI_RATE_LIMIT);
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return appError(assessmentsErrors.AI_AUTH_ERROR);
  }
  if (error instanceof OpenAI.NotFoundError || error instanceof OpenAI.BadRequestError) return appError(assessmentsErrors.AI_CONFIG_ERROR);
  return appError(assessmentsErrors.AI_FAILED);
}

export async function askOpenAiJson<T>(settings: OpenAiSettings, request: JsonRequest<T>): Promise<T> {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 1 });
  // One deadline for the whole call, retries included; when it passes, the answer is a timeout
  // whatever error the aborted request surfaces as.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), settings.timeoutMs);
  try {
    const completion = await client.chat.completions.create(
      {
        model: settings.model,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: request.name, strict: true, schema: request.jsonSchema } },
      },
      { signal: deadline.signal },
    );
    const content = completion.choices[0]?.message?.content;
    let json: unknown = null;
    try {
      json = content ? JSON.parse(content) : null;
    } catch {
      json = null;
    }
    const parsed = request.parse.safeParse(json);
    if (!parsed.success) throw appError(assessmentsErrors.AI_BAD_SHAPE);
    return parsed.data;
  } catch (error) {
    if (deadline.signal.aborted) throw aiError(new OpenAI.APIConnectionTimeoutError());
    throw aiError(error);
  } finally {
    clearTimeout(timer);
  }
}
