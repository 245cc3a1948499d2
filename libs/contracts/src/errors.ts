import { z } from 'zod';
import type { ErrorEntry, MessageArgs } from './error-catalogue';
import type { ErrorKind } from './error-kinds';
import { safeText } from './safe-text';

export * from './error-kinds';

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

/** The catalogue's error (see error-catalogue.ts), its message filled in where it takes values. */
export function appError<M extends ErrorEntry['message']>(entry: ErrorEntry<M>, ...args: MessageArgs<M>): AppError {
  return appErrorWithDetails(entry, undefined, ...args);
}

/** As appError, with details the client acts on (a wait to count down, the page that sets up what is missing). */
export function appErrorWithDetails<M extends ErrorEntry['message']>(entry: ErrorEntry<M>, details: unknown, ...args: MessageArgs<M>): AppError {
  const message = typeof entry.message === 'string' ? entry.message : (entry.message as (...values: unknown[]) => string)(...args);
  return new AppError(entry.kind, entry.code, message, details);
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
