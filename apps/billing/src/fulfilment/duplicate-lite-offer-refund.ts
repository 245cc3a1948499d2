import { Inject, Injectable } from '@nestjs/common';
import type { Transaction } from '@bv/messaging';
import { LOGGER, type ServiceLogger } from '@bv/service-kit';
import type { CheckoutSessionEntity } from '../checkout/entities/checkout-session.entity';
import { PaymentEntity } from './entities/payment.entity';
import { insertPaymentOnce } from './payment-rows';
import { PAYMENT_PROVIDER, type CheckoutSnapshot, type PaymentProvider } from '../providers/payment-provider';

/** The provider payment of a checkout whose Lite assessment's LITE20 another payment redeemed first. */
export type DuplicateLiteOfferPayment = { session: CheckoutSessionEntity; snap: CheckoutSnapshot; providerPaymentId: string; paymentIntentRef: string; userId: string | null };

/**
 * A second payment with one Lite assessment's LITE20 (docs/product-rules.md, "Coupons (LITE20)"):
 * two checkouts opened before either was paid, or a Starter for each tool. The payment is given
 * back through the provider at once, recorded as refunded with its reason, and announced as
 * payment.refunded with that reason, so the buyer is mailed why. It grants nothing: no
 * payment.paid is announced (no access, no early-bird lock, no invitation) and its status never
 * counts as a holding.
 */
@Injectable()
export class DuplicateLiteOfferRefund {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async refund(tx: Transaction, duplicate: DuplicateLiteOfferPayment): Promise<PaymentEntity> {
    const { manager } = tx;
    const { session, snap } = duplicate;
    // Inside the transaction that records it: if the refund fails, nothing is recorded and the next
    // delivery (webhook retry or the success page's verification) tries again under the same key.
    await this.provider.refund(duplicate.paymentIntentRef, `lite20-duplicate-${session.id}`);
    const refundedAt = new Date();
    const inserted = await insertPaymentOnce(manager, session, {
      provider: this.provider.kind,
      providerPaymentId: duplicate.providerPaymentId,
      providerPaymentIntent: duplicate.paymentIntentRef,
      subscriptionId: null,
      userId: duplicate.userId,
      amount: snap.amountPaid ?? session.amount,
      currency: 'SGD',
      status: 'refunded',
      refundReason: 'lite20_already_used',
      paidAt: refundedAt,
      refundedAt,
    });
    const payment = await manager.findOneByOrFail(PaymentEntity, { provider: this.provider.kind, providerPaymentId: duplicate.providerPaymentId });
    if (!inserted) return payment;
    this.logger.warn(
      { checkoutId: session.id, liteAssessmentId: session.liteAssessmentId, paymentId: payment.id },
      'a second LITE20 payment for one Lite assessment: refunded, nothing granted',
    );
    tx.publish({
      type: 'payment.refunded',
      payload: {
        paymentId: payment.id,
        userId: payment.userId,
        email: payment.email,
        amount: payment.amount,
        refundedAt: refundedAt.toISOString(),
        reason: 'lite20_already_used',
      },
    });
    return payment;
  }
}
