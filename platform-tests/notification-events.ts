import { randomUUID } from 'node:crypto';
import { envelope } from './events';

/** Events other services publish, as small factories for the notifications tests. */
export const notificationEvents = {
  assessmentCompleted: (email: string, score: number, name = 'Arif Rahman') =>
    envelope('assessment.completed', {
      assessmentId: randomUUID(),
      kind: 'lite',
      toolType: 'exitcheck',
      email,
      name,
      userId: null,
      score,
      maxScore: 50,
      scoreLabel: score >= 41 ? 'Exit-Ready' : score >= 30 ? 'Moderately Ready' : 'Needs Preparation',
      tier: score >= 35 ? 'high' : score >= 20 ? 'medium' : 'low',
      insight: 'Your books are in order; customer concentration is the risk a buyer will price.',
    }),
  scoreCrossed: (email: string) => envelope('score.crossed', { email, name: 'Arif Rahman', previousScore: 30, newScore: 40, threshold: 35 }),
  paymentPaid: (email: string) =>
    envelope('payment.paid', {
      paymentId: randomUUID(),
      userId: null,
      email,
      planType: 'pro',
      paymentType: 'one_time',
      tool: null,
      amount: 19_800,
      currency: 'SGD',
      provider: 'sandbox',
      paidAt: new Date().toISOString(),
      earlyBird: false,
      buyerName: null,
    }),
  paymentRefunded: (email: string, paymentId = randomUUID(), reason: 'refund' | 'lite20_already_used' = 'refund') =>
    envelope('payment.refunded', { paymentId, userId: null, email, amount: 19_800, refundedAt: new Date().toISOString(), reason }),
  earlyBirdRevoked: (email: string, userId: string) =>
    envelope('early_bird.revoked', { userId, email, reason: 'payment_refunded', paymentId: randomUUID(), revokedAt: new Date().toISOString() }),
  earlyBirdGranted: (email: string, userId = randomUUID()) =>
    envelope('early_bird.granted', {
      userId,
      email,
      lockedPrices: { founderPlus: 59_800, eliteMonthly: 13_800 },
      grantedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    }),
  phase2Launched: (phaseId: string) => envelope('phase2.launched', { phaseId, at: new Date().toISOString() }),
  userInvited: (email: string, name = 'Aisha') => envelope('user.invited', { userId: randomUUID(), email, activationUrl: 'https://bv.example/auth?activate=secret-token', name }),
  verificationRequested: (email: string) =>
    envelope('user.verification_requested', {
      userId: randomUUID(),
      email,
      name: 'Mei',
      verifyUrl: 'https://bv.example/auth?verify=secret-token',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
};
