import { z } from 'zod';
import { safeText } from './safe-text';

/** What went wrong, in words the edges can map to a transport status in one place. */
export const errorKinds = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorKind = (typeof errorKinds)[number];

export const httpStatusByErrorKind: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/**
 * A failure with a stable code (`LITE.UNKNOWN_OPTION`) and a message fit for the user.
 * Services throw these; they never throw transport exceptions.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The one JSON error shape of the HTTP API. */
export const errorBodySchema = z.object({
  error: z.object({
    code: safeText(),
    message: safeText(),
    errorId: safeText().optional(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
