import { RECOVERY_MAX_ATTEMPTS, recoveryDelayMs } from '@bv/domain';
import { handleError, isRecoverable, notify, type ErrorContext } from './error-handler';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * docs/product-rules.md, "Errors and recovery" (recovery helper): up to 3 tries, waiting 2 s then
 * 4 s; stops at once on an error that is not recoverable. The final failure is recorded and shown as
 * 'Operation Failed' with the message and the Error ID, then rethrown for the caller's own state.
 */
export async function withRecovery<T>(
  operation: () => Promise<T>,
  context: ErrorContext = {},
  wait: (ms: number) => Promise<void> = sleep,
  /** False for a background refresh whose failure the page already shows: recorded, not toasted again. */
  announce = true,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= RECOVERY_MAX_ATTEMPTS; attempt++) {
    try {
      return await operation();
    } catch (error) {
      lastError = error;
      if (!isRecoverable(error) || attempt === RECOVERY_MAX_ATTEMPTS) break;
      await wait(recoveryDelayMs(attempt));
    }
  }
  const record = handleError(lastError, context, { notify: false });
  if (announce) notify({ title: 'Operation Failed', description: `${record.error} (Error ID: ${record.id})` });
  throw lastError;
}
