import type { VerifyPaymentResponse } from '@bv/contracts';

/** refunded: the payment was given back (billing says why in the message); retrying changes nothing. */
export type VerificationProblem = { message: string; stillProcessing: boolean; refunded?: boolean };

const PROCESSING = new Set<VerifyPaymentResponse['status']>(['pending', 'open']);

/**
 * The wording of docs/product-rules.md, "Payments and refunds", for an answer that does not confirm
 * the payment; null when it is confirmed.
 */
export function verificationProblem(answer: VerifyPaymentResponse): VerificationProblem | null {
  if (answer.verified) return null;
  // A second LITE20 payment for one Lite assessment (docs/product-rules.md, "Coupons (LITE20)").
  if (answer.status === 'refunded' && answer.error) return { message: answer.error, stillProcessing: false, refunded: true };
  if (PROCESSING.has(answer.status) && !answer.error) {
    return { message: 'Payment verification incomplete', stillProcessing: true };
  }
  if (answer.error || answer.status === 'failed' || answer.status === 'expired') {
    return { message: `Payment verification failed: ${answer.error || 'Unknown error'}`, stillProcessing: false };
  }
  return { message: 'Payment verification incomplete', stillProcessing: false };
}

export function verificationRequestProblem(error: Error): VerificationProblem {
  return { message: `Failed to verify payment: ${error.message}`, stillProcessing: false };
}
