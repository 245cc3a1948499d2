import { randomUUID } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import { ZodError } from 'zod';
import { AppError, httpStatusByErrorKind, type ErrorBody, platformErrors } from '@bv/contracts';
import type { Logger } from '@bv/messaging';

export type ErrorResponse = { status: number; body: ErrorBody; headers?: Record<string, string> };


const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function splitErrorId(raw: unknown): { errorId?: string; details?: unknown } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !('errorId' in raw)) return { details: raw };
  const { errorId, ...rest } = raw as { errorId: string };
  return { errorId, details: Object.keys(rest).length > 0 ? rest : undefined };
}

function statusOf(err: unknown): number | undefined {
  if (err instanceof HttpException) return err.getStatus();
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** A 503 (a service restarting, its database out of reach, no answer in time) is always worth asking again. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Seconds a 429 or 503 asks the client to wait: the service's own figure, else (503) the default. */
function retryAfterOf(status: number, details: unknown): number | undefined {
  const given = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (status === 429) return typeof given === 'number' ? given : undefined;
  if (status === 503) return typeof given === 'number' ? given : UNAVAILABLE_RETRY_AFTER_SECONDS;
  return undefined;
}

/**
 * The one place errors become HTTP answers: `{ error: { code, message, errorId } }`, 4xx for
 * the client's mistakes, and for anything unexpected a 500 whose details stay in the log
 * under the error id the user sees.
 */
export function toErrorResponse(err: unknown, logger: Logger): ErrorResponse {
  if (err instanceof AppError) {
    const status = httpStatusByErrorKind[err.kind];
    // A service's unexpected failure arrives with the error id it logged under.
    const { errorId, details } = splitErrorId(err.details);
    if (status >= 500) logger.warn({ code: err.code, errorId }, err.message);
    const retryAfter = retryAfterOf(status, details);
    return {
      status,
      body: { error: { code: err.code, message: err.message, ...(errorId ? { errorId } : {}), ...(details !== undefined ? { details } : {}) } },
      ...(retryAfter !== undefined ? { headers: { 'retry-after': String(retryAfter) } } : {}),
    };
  }
  if (err instanceof ZodError) {
    return {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION.FAILED',
          message: err.issues[0]?.message ?? 'Please check your input and try again.',
          details: err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        },
      },
    };
  }
  const status = statusOf(err);
  if (status && status >= 400 && status < 500) {
    const message = err instanceof HttpException ? String((err.getResponse() as { message?: unknown }).message ?? err.message) : (err as Error).message;
    return { status, body: { error: { code: codeByStatus[status] ?? 'BAD_REQUEST', message: status === 404 ? 'Not found' : message } } };
  }
  const errorId = randomUUID();
  logger.error({ err, errorId }, 'unexpected error');
  return { status: 500, body: { error: { code: platformErrors.UNEXPECTED.code, message: platformErrors.UNEXPECTED.message, errorId } } };
}
