import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { PlanType } from '@bv/domain';
import type { CheckoutSessionEntity } from '../checkout/entities/checkout-session.entity';
import { PaymentEntity } from './entities/payment.entity';

/** What a payment row says beyond its checkout: how much, in what state, and the provider's ids. */
export type PaymentFacts = Pick<PaymentEntity, 'provider' | 'providerPaymentId' | 'providerPaymentIntent' | 'subscriptionId' | 'userId' | 'amount' | 'currency' | 'status' | 'paidAt' | 'refundedAt'> &
  Partial<Pick<PaymentEntity, 'reviewReason' | 'refundReason' | 'liteAssessmentId'>>;

/**
 * Inserts a payment of a checkout unless one of the payments' unique indexes already holds it
 * (the provider payment id, or the Lite assessment whose LITE20 it would redeem). True when this
 * insert created the row, so only its creator announces it.
 */
export async function insertPaymentOnce(manager: EntityManager, session: CheckoutSessionEntity, facts: PaymentFacts): Promise<boolean> {
  const inserted = await manager
    .createQueryBuilder()
    .insert()
    .into(PaymentEntity)
    .values({
      id: randomUUID(),
      checkoutSessionId: session.id,
      email: session.email,
      // Only plan checkouts keep payment rows, and a plan checkout always names its plan.
      planType: session.planType as PlanType,
      paymentType: session.paymentType,
      tool: session.tool,
      discountCode: session.discountCode,
      reviewReason: null,
      refundReason: null,
      liteAssessmentId: null,
      ...facts,
    })
    .orIgnore()
    .returning('id')
    .execute();
  return (inserted.raw as unknown[]).length > 0;
}
