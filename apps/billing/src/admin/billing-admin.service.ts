import { Inject, Injectable } from '@nestjs/common';
import { ILike, In, IsNull, type DataSource, type FindOptionsWhere } from 'typeorm';
import { appError, billingErrors, type AdminPaymentsSummary, type AdminPaymentView } from '@bv/contracts';
import { DATA_SOURCE, LOGGER, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import { CheckoutSessionEntity } from '../checkout/entities/checkout-session.entity';
import { PaymentEntity } from '../fulfilment/entities/payment.entity';
import { SubscriptionEntity } from '../fulfilment/entities/subscription.entity';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { adminPaymentView, subscriptionView } from '../views/views';

type PaymentsQuery = { status?: PaymentEntity['status']; planType?: string; email?: string; limit: number; offset: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Admin billing (the gateway checked the role): payments with filters, refunds, a user's holdings. */
@Injectable()
export class BillingAdminService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly entitlements: EntitlementsService,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async list(query: PaymentsQuery) {
    const where: FindOptionsWhere<PaymentEntity> = {
      ...(query.status ? { status: query.status } : {}),
      ...(query.planType ? { planType: query.planType } : {}),
      ...(query.email ? { email: ILike(`%${escapeLike(query.email.toLowerCase())}%`) } : {}),
    };
    const payments = this.dataSource.getRepository(PaymentEntity);
    const [rows, total] = await payments.findAndCount({ where, order: { createdAt: 'DESC' }, take: query.limit, skip: query.offset });
    return { payments: rows.map((p) => adminPaymentView(p)), total, summary: await this.summary(where, total) };
  }

  /** Totals over every payment the filter matches: money taken (paid or refunded, in SGD), refunded, and what stays. */
  private async summary(where: FindOptionsWhere<PaymentEntity>, count: number): Promise<AdminPaymentsSummary> {
    const payments = this.dataSource.getRepository(PaymentEntity);
    const sumOf = async (statuses: PaymentEntity['status'][]) => {
      const wanted = where.status ? statuses.filter((s) => s === where.status) : statuses;
      if (wanted.length === 0) return 0;
      return (await payments.sum('amount', { ...where, status: In(wanted), currency: 'SGD' })) ?? 0;
    };
    const [gross, refunded] = await Promise.all([sumOf(['paid', 'refunded']), sumOf(['refunded'])]);
    return { count, gross, refunded, net: gross - refunded };
  }

  /** Within 30 days of payment (docs/product-rules.md, "Payments and refunds"): refunds at the provider, then revokes access. */
  async refund(actorId: string, paymentId: string): Promise<AdminPaymentView> {
    const payment = await this.dataSource.getRepository(PaymentEntity).findOneBy({ id: paymentId });
    if (!payment) throw appError(billingErrors.PAYMENT_NOT_FOUND);
    if (!adminPaymentView(payment).refundable) {
      throw appError(billingErrors.NOT_REFUNDABLE);
    }
    if (!payment.providerPaymentIntent) throw appError(billingErrors.NO_PAYMENT_INTENT);
    await this.provider.refund(payment.providerPaymentIntent, `refund-${payment.id}`);
    const subscription = payment.subscriptionId ? await this.dataSource.getRepository(SubscriptionEntity).findOneBy({ id: payment.subscriptionId }) : null;
    if (subscription && subscription.status !== 'canceled') await this.provider.cancelNow(subscription.providerSubscriptionId);
    if (payment.status === 'needs_review') await this.cancelHeldSubscription(payment);
    await this.unitOfWork.run(async (tx) => {
      const locked = await tx.manager.findOneOrFail(PaymentEntity, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
      await this.fulfilment.markRefunded(tx, locked);
      // Stripe's charge.refunded may have marked it first; the admin who asked is still who refunded it.
      await tx.manager.update(PaymentEntity, { id: paymentId, status: 'refunded', refundedBy: IsNull() }, { refundedBy: actorId });
      if (subscription) await this.fulfilment.syncSubscription(tx, subscription.providerSubscriptionId);
      if (locked.userId) await this.entitlements.recompute(tx, locked.userId, locked.email);
    });
    this.logger.info({ actorId, paymentId }, 'payment refunded by an admin');
    return adminPaymentView(await this.dataSource.getRepository(PaymentEntity).findOneByOrFail({ id: paymentId }));
  }

  /** A held subscription checkout never became one of our subscriptions; the provider still bills it until cancelled. */
  private async cancelHeldSubscription(payment: PaymentEntity): Promise<void> {
    if (!payment.checkoutSessionId) return;
    const session = await this.dataSource.getRepository(CheckoutSessionEntity).findOneBy({ id: payment.checkoutSessionId });
    if (session?.providerSubscriptionId) await this.provider.cancelNow(session.providerSubscriptionId);
  }

  async user(userId: string) {
    const manager = this.dataSource.manager;
    const payments = await manager.find(PaymentEntity, { where: { userId }, order: { createdAt: 'DESC' } });
    const subscriptions = await manager.find(SubscriptionEntity, { where: { userId }, order: { createdAt: 'DESC' } });
    return {
      userId,
      entitlement: await this.entitlements.current(manager, userId),
      payments: payments.map((p) => adminPaymentView(p)),
      subscriptions: subscriptions.map(subscriptionView),
    };
  }
}
