import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { isQualifyingPurchase, type PlanType } from '@bv/domain';
import type { Transaction } from '@bv/messaging';
import { LOGGER, type ServiceLogger } from '@bv/service-kit';
import { CheckoutSessionEntity } from '../checkout/entities/checkout-session.entity';
import { EarlyBirdConversionEntity } from './entities/early-bird-conversion.entity';
import { PaymentEntity } from './entities/payment.entity';
import { SubscriptionEntity } from './entities/subscription.entity';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { insertPaymentOnce } from './payment-rows';
import { DuplicateLiteOfferRefund } from './duplicate-lite-offer-refund';
import { PAYMENT_PROVIDER, type CheckoutSnapshot, type PaymentProvider, type SubscriptionSnapshot } from '../providers/payment-provider';
import { KnownUsersService } from '../users/known-users.service';

type PaidPayment = {
  session: CheckoutSessionEntity;
  providerPaymentId: string;
  paymentIntentRef: string | null;
  amount: number;
  subscription: SubscriptionEntity | null;
  userId: string | null;
  earlyBird: boolean;
  /** The Lite assessment whose LITE20 this payment redeems (a checkout's first payment only). */
  liteAssessmentId: string | null;
};

/**
 * Brings our records in line with the provider. Every entry point locks our row first, then
 * reads the provider's current state and applies it; transitions only move forward (paid never
 * becomes unpaid, refunded never becomes paid), so duplicates, concurrent runs and any delivery
 * order end in the same state, with each payment and event recorded once.
 */
@Injectable()
export class FulfilmentService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly entitlements: EntitlementsService,
    private readonly users: KnownUsersService,
    private readonly duplicateLiteOffer: DuplicateLiteOfferRefund,
  ) {}

  async syncCheckout(tx: Transaction, sessionRef: string): Promise<CheckoutSessionEntity | null> {
    const { manager } = tx;
    const session = await manager.findOne(CheckoutSessionEntity, { where: { providerSessionId: sessionRef }, lock: { mode: 'pessimistic_write' } });
    if (!session) {
      this.logger.warn({ sessionRef }, 'checkout session of another system; ignored');
      return null;
    }
    // Held until an admin acts: nothing the provider says later grants it by itself.
    if (session.status === 'needs_review') return session;
    const snap = await this.provider.fetchCheckout(sessionRef);
    session.providerCustomerId = snap.customerRef ?? session.providerCustomerId;
    const mismatch = snap.paid && session.status !== 'paid' && session.status !== 'refunded' ? chargeMismatch(session, snap) : null;
    if (mismatch) return this.holdForReview(manager, session, snap, mismatch);
    if (!snap.paid) {
      session.status = this.unpaidStatus(session.status, snap.status, snap.paymentFailed);
      return manager.save(session);
    }
    if (session.purpose === 'test') {
      session.status = snap.refunded ? 'refunded' : 'paid';
      return manager.save(session);
    }
    const userId = session.userId ?? (await this.users.userIdFor(manager, session.email));
    session.userId = userId;
    const subscription = snap.subscription ? await this.upsertSubscription(manager, session, snap.subscription, userId) : null;
    session.providerSubscriptionId = snap.subscription?.ref ?? null;
    let refunded = snap.refunded;
    if (snap.paymentRef) {
      const paid = {
        session,
        providerPaymentId: snap.paymentRef,
        paymentIntentRef: snap.paymentIntentRef,
        amount: snap.amountPaid ?? session.amount,
        subscription,
        userId,
        earlyBird: session.earlyBirdOffer,
        liteAssessmentId: session.liteAssessmentId,
      };
      const payment = (await this.recordPaid(tx, paid)) ?? (await this.refundDuplicateLiteOffer(tx, paid, snap));
      if (!payment) return this.holdForReview(manager, session, snap, 'LITE20 of this Lite assessment already used, and no payment intent to refund');
      if (snap.refunded) await this.markRefunded(tx, payment);
      refunded ||= payment.status === 'refunded';
    }
    session.status = refunded ? 'refunded' : 'paid';
    await manager.save(session);
    if (userId) await this.entitlements.recompute(tx, userId, session.email);
    return session;
  }

  /** customer.subscription.* events; an unknown subscription is reached through its checkout. */
  async syncSubscription(tx: Transaction, subscriptionRef: string): Promise<void> {
    const { manager } = tx;
    const session = await manager.findOne(CheckoutSessionEntity, { where: { providerSubscriptionId: subscriptionRef }, lock: { mode: 'pessimistic_write' } });
    if (!session) {
      const sessionRef = await this.provider.findCheckoutSession({ subscriptionRef });
      if (sessionRef) await this.syncCheckout(tx, sessionRef);
      return;
    }
    // A subscription whose first payment is held for review grants nothing until an admin acts.
    if (session.status === 'needs_review') return;
    const snap = await this.provider.fetchSubscription(subscriptionRef);
    const subscription = await this.upsertSubscription(manager, session, snap, session.userId);
    if (subscription.userId) await this.entitlements.recompute(tx, subscription.userId, subscription.email);
  }

  /** invoice.paid: renewals become payments; the first invoice was recorded with its checkout. */
  async syncInvoice(tx: Transaction, invoiceRef: string): Promise<void> {
    const { manager } = tx;
    const invoice = await this.provider.fetchInvoice(invoiceRef);
    if (!invoice.subscriptionRef) return;
    await this.syncSubscription(tx, invoice.subscriptionRef);
    const subscription = await manager.findOneBy(SubscriptionEntity, { providerSubscriptionId: invoice.subscriptionRef });
    const session = subscription && (await manager.findOneBy(CheckoutSessionEntity, { id: subscription.checkoutSessionId }));
    if (!subscription || !session || !invoice.paid) return;
    const payment = await this.recordPaid(tx, {
      session,
      providerPaymentId: invoice.ref,
      paymentIntentRef: invoice.paymentIntentRef,
      amount: invoice.amountPaid,
      subscription,
      userId: subscription.userId,
      earlyBird: false,
      liteAssessmentId: null,
    });
    // Null only for a LITE20 payment, which a renewal never is.
    if (payment && invoice.refunded) await this.markRefunded(tx, payment);
    if (subscription.userId) await this.entitlements.recompute(tx, subscription.userId, subscription.email);
  }

  /** charge.refunded: confirmed with the provider before anything changes. */
  async syncRefund(tx: Transaction, paymentIntentRef: string): Promise<void> {
    const payment = await tx.manager.findOne(PaymentEntity, { where: { providerPaymentIntent: paymentIntentRef }, lock: { mode: 'pessimistic_write' } });
    if (!payment) {
      const sessionRef = await this.provider.findCheckoutSession({ paymentIntentRef });
      if (sessionRef) await this.syncCheckout(tx, sessionRef);
      return;
    }
    if (!(await this.provider.isRefunded(paymentIntentRef))) return;
    await this.markRefunded(tx, payment);
    if (payment.userId) await this.entitlements.recompute(tx, payment.userId, payment.email);
  }

  /**
   * Forward only: a paid payment becomes refunded once, with one payment.refunded. A payment held
   * for review granted and announced nothing, so its refund is recorded without an event.
   */
  async markRefunded(tx: Transaction, payment: PaymentEntity): Promise<void> {
    const { manager } = tx;
    if (payment.status !== 'paid' && payment.status !== 'needs_review') return;
    const wasPaid = payment.status === 'paid';
    const refundedAt = new Date();
    payment.status = 'refunded';
    payment.refundedAt = refundedAt;
    await manager.update(PaymentEntity, { id: payment.id }, { status: 'refunded', refundedAt });
    if (payment.checkoutSessionId) {
      await manager.update(CheckoutSessionEntity, { id: payment.checkoutSessionId, status: In(['paid', 'needs_review']) }, { status: 'refunded' });
    }
    if (!wasPaid) return;
    // A refunded subscription payment ends that subscription's access at once.
    if (payment.subscriptionId) await manager.update(SubscriptionEntity, { id: payment.subscriptionId }, { revokedAt: refundedAt });
    tx.publish({
      type: 'payment.refunded',
      payload: { paymentId: payment.id, userId: payment.userId, email: payment.email, amount: payment.amount, refundedAt: refundedAt.toISOString(), reason: 'refund' },
    });
  }

  /**
   * The provider took something other than what we priced (a tampered or foreign session, a
   * currency switch): grant nothing, keep the payment visible to admins as needs_review, and
   * answer normally so the provider stops redelivering.
   */
  private async holdForReview(manager: EntityManager, session: CheckoutSessionEntity, snap: CheckoutSnapshot, reason: string): Promise<CheckoutSessionEntity> {
    const userId = session.userId ?? (await this.users.userIdFor(manager, session.email));
    const providerPaymentId = snap.paymentRef ?? session.providerSessionId;
    // The S$1 test products keep no payment rows; their session status and the log say it.
    if (session.purpose === 'plan') await this.insertHeldPayment(manager, session, snap, { providerPaymentId, userId, reason });
    const amounts = { expectedAmount: session.amount, expectedCurrency: 'sgd', reportedAmount: snap.amountPaid, reportedCurrency: snap.currency };
    this.logger.error(
      { checkoutId: session.id, sessionRef: session.providerSessionId, providerPaymentId, ...amounts },
      'checkout paid with another amount or currency than priced: nothing granted, held for review',
    );
    session.status = 'needs_review';
    session.userId = userId;
    // Kept so an admin refund can also end the subscription at the provider.
    session.providerSubscriptionId = snap.subscription?.ref ?? null;
    return manager.save(session);
  }

  private async insertHeldPayment(
    manager: EntityManager,
    session: CheckoutSessionEntity,
    snap: CheckoutSnapshot,
    held: { providerPaymentId: string; userId: string | null; reason: string },
  ): Promise<void> {
    await insertPaymentOnce(manager, session, {
      provider: this.provider.kind,
      providerPaymentId: held.providerPaymentId,
      providerPaymentIntent: snap.paymentIntentRef,
      subscriptionId: null,
      userId: held.userId,
      amount: Math.max(0, snap.amountPaid ?? 0),
      currency: (snap.currency ?? 'unknown').toUpperCase(),
      status: 'needs_review',
      reviewReason: held.reason,
      paidAt: new Date(),
      refundedAt: null,
    });
  }

  private unpaidStatus(current: CheckoutSessionEntity['status'], providerStatus: 'open' | 'complete' | 'expired', failed: boolean): CheckoutSessionEntity['status'] {
    if (current === 'paid' || current === 'refunded') return current;
    if (failed) return 'failed';
    if (providerStatus === 'expired') return 'expired';
    // Complete but unpaid: an asynchronous payment method is still settling.
    if (providerStatus === 'complete') return 'pending';
    return current;
  }

  private async upsertSubscription(manager: EntityManager, session: CheckoutSessionEntity, snap: SubscriptionSnapshot, userId: string | null): Promise<SubscriptionEntity> {
    const existing = await manager.findOne(SubscriptionEntity, { where: { providerSubscriptionId: snap.ref }, lock: { mode: 'pessimistic_write' } });
    const fields = { status: snap.status, cancelAtPeriodEnd: snap.cancelAtPeriodEnd, currentPeriodEnd: snap.currentPeriodEnd, providerCustomerId: snap.customerRef };
    if (existing) {
      await manager.update(SubscriptionEntity, { id: existing.id }, { ...fields, userId: existing.userId ?? userId });
      return Object.assign(existing, fields, { userId: existing.userId ?? userId });
    }
    const created = manager.create(SubscriptionEntity, {
      id: randomUUID(),
      provider: this.provider.kind,
      providerSubscriptionId: snap.ref,
      checkoutSessionId: session.id,
      userId,
      email: session.email,
      planType: session.planType ?? 'essential',
      revokedAt: null,
      ...fields,
    });
    return manager.save(created);
  }

  /**
   * Another payment already redeemed this checkout's LITE20 (the unique index on payments'
   * lite_assessment_id said so): refunded at once, granting nothing. Null when there is no
   * payment intent to refund (never for a one-time payment).
   */
  private async refundDuplicateLiteOffer(tx: Transaction, paid: PaidPayment, snap: CheckoutSnapshot): Promise<PaymentEntity | null> {
    if (!paid.paymentIntentRef) return null;
    return this.duplicateLiteOffer.refund(tx, {
      session: paid.session,
      snap,
      providerPaymentId: paid.providerPaymentId,
      paymentIntentRef: paid.paymentIntentRef,
      userId: paid.userId,
    });
  }

  /**
   * Inserts the payment once (unique per provider payment id) and announces it in the same
   * transaction. Null when it would redeem a Lite assessment's LITE20 that another payment
   * holds: the unique index makes concurrent payments wait for each other, so one wins.
   */
  private async recordPaid(tx: Transaction, paid: PaidPayment): Promise<PaymentEntity | null> {
    const { manager } = tx;
    const { session } = paid;
    const planType = session.planType as PlanType;
    const now = new Date();
    const inserted = await insertPaymentOnce(manager, session, {
      provider: this.provider.kind,
      providerPaymentId: paid.providerPaymentId,
      providerPaymentIntent: paid.paymentIntentRef,
      subscriptionId: paid.subscription?.id ?? null,
      userId: paid.userId,
      amount: paid.amount,
      currency: 'SGD',
      status: 'paid',
      liteAssessmentId: paid.liteAssessmentId,
      paidAt: now,
      refundedAt: null,
    });
    const payment = await manager.findOneBy(PaymentEntity, { provider: this.provider.kind, providerPaymentId: paid.providerPaymentId });
    if (!payment) {
      if (paid.liteAssessmentId) return null;
      throw new Error(`payment ${paid.providerPaymentId} was neither recorded nor found`);
    }
    if (!inserted) return payment;

    const earlyBird = paid.earlyBird && isQualifyingPurchase({ planType, status: 'paid' });
    tx.publish({
      type: 'payment.paid',
      payload: {
        paymentId: payment.id,
        userId: payment.userId,
        email: payment.email,
        planType,
        paymentType: payment.paymentType,
        tool: (payment.tool as 'exitcheck' | 'pitchprep' | null) ?? null,
        amount: payment.amount,
        currency: 'SGD',
        provider: this.provider.kind,
        paidAt: now.toISOString(),
        earlyBird,
        buyerName: session.firstName?.trim() || null,
      },
    });
    if (session.lockedPricing) {
      await manager.insert(EarlyBirdConversionEntity, {
        id: randomUUID(),
        paymentId: payment.id,
        userId: payment.userId,
        userEmail: payment.email,
        conversionDate: now,
        lockedPricing: session.lockedPricing,
        savingsAmount: String(session.lockedPricing.original_price - session.lockedPricing.locked_price),
      });
    }
    return payment;
  }
}

/** Null when the provider charged exactly what we priced, in SGD; else a reason an admin can read. */
function chargeMismatch(session: CheckoutSessionEntity, snap: CheckoutSnapshot): string | null {
  const currency = snap.currency?.toLowerCase() ?? null;
  if (snap.amountPaid === session.amount && currency === 'sgd') return null;
  return `paid ${snap.amountPaid ?? 'an unknown amount'} ${currency?.toUpperCase() ?? '(no currency)'}, priced ${session.amount} SGD`;
}
