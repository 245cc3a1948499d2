export type ErrorSeverity = 'critical' | 'high' | 'medium' | 'low';

const contains = (message: string, words: readonly string[]): boolean => {
  const lower = message.toLowerCase();
  return words.some((w) => lower.includes(w));
};

/** Chosen by message content, most severe match first (docs/product-rules.md, "Errors and recovery"). */
export function errorSeverity(message: string): ErrorSeverity {
  if (contains(message, ['network', 'fetch', 'cors'])) return 'critical';
  if (contains(message, ['auth', 'payment', 'database'])) return 'high';
  if (contains(message, ['validation', 'form', 'input'])) return 'medium';
  return 'low';
}

export const FRIENDLY_ERROR_MESSAGES = {
  network: 'Please check your internet connection and try again.',
  auth: 'Please sign in again to continue.',
  payment: 'There was an issue processing your payment. Please try again.',
  validation: 'Please check your input and try again.',
  fallback: 'An unexpected error occurred. Please try again or contact support if the issue persists.',
} as const;

/** The spec's wording; only these keywords have their own sentence, everything else falls back. */
export function friendlyErrorMessage(message: string): string {
  if (contains(message, ['network', 'fetch'])) return FRIENDLY_ERROR_MESSAGES.network;
  if (contains(message, ['auth'])) return FRIENDLY_ERROR_MESSAGES.auth;
  if (contains(message, ['payment'])) return FRIENDLY_ERROR_MESSAGES.payment;
  if (contains(message, ['validation', 'form'])) return FRIENDLY_ERROR_MESSAGES.validation;
  return FRIENDLY_ERROR_MESSAGES.fallback;
}
