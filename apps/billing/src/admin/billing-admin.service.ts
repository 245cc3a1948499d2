import { Inject, Injectable } from '@nestjs/common';
import { ILike, type DataSource, type FindOptionsWhere } from 'typeorm';
import { appError, billingErrors, type PaymentView } from '@bv/contracts';
import { DATA_SOURCE, LOGGER, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import { CheckoutSessionEntity } from '../checkout/entities/checkout-session.entity';
import { PaymentEntity } from '../fulfilment/entities/payment.entity';
import { SubscriptionEntity } from '../fulfilment/entities/subscription.entity';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { paymentView, subscriptionView } from '../views/views';

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
    const [rows, total] = await this.dataSource.getRepository(PaymentEntity).findAndCount({ where, order: { createdAt: 'DESC' }, take: query.limit, skip: query.offset });
    return { payments: rows.map((p) => paymentView(p)), total };
  }

  /** Within 30 days of payment (docs/product-rules.md, "Payments and refunds"): refunds at the provider, then revokes access. */
  async refund(actorId: string, paymentId: string): Promise<PaymentView> {
    const payment = await this.dataSource.getRepository(PaymentEntity).findOneBy({ id: paymentId });
    if (!payment) throw appError(billingErrors.PAYMENT_NOT_FOUND);
    if (!paymentView(payment).refundable) {
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
      if (subscription) await this.fulfilment.syncSubscription(tx, subscription.providerSubscriptionId);
      if (locked.userId) await this.entitlements.recompute(tx, locked.userId, locked.email);
    });
    this.logger.info({ actorId, paymentId }, 'payment refunded by an admin');
    return paymentView(await this.dataSource.getRepository(PaymentEntity).findOneByOrFail({ id: paymentId }));
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
      payments: payments.map((p) => paymentView(p)),
      subscriptions: subscriptions.map(subscriptionView),
    };
  }
}
