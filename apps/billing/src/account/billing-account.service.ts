import { Inject, Injectable } from '@nestjs/common';
import { Not, IsNull, type DataSource } from 'typeorm';
import { appError, billingErrors, type SubscriptionView } from '@bv/contracts';
import { CONFIG, DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import type { BillingConfig } from '../config';
import { PaymentEntity } from '../fulfilment/entities/payment.entity';
import { SubscriptionEntity } from '../fulfilment/entities/subscription.entity';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { PriceLocksService } from '../price-locks/price-locks.service';
import { paymentView, subscriptionView } from '../views/views';

const HISTORY_LIMIT = 50;

/** The signed-in user's own billing: what they hold, what they paid, their subscriptions and price lock. */
@Injectable()
export class BillingAccountService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly entitlements: EntitlementsService,
    private readonly fulfilment: FulfilmentService,
    private readonly priceLocks: PriceLocksService,
  ) {}

  async overview(userId: string) {
    const manager = this.dataSource.manager;
    const payments = await manager.find(PaymentEntity, { where: { userId }, order: { createdAt: 'DESC' }, take: HISTORY_LIMIT });
    const subscriptions = await manager.find(SubscriptionEntity, { where: { userId }, order: { createdAt: 'DESC' } });
    return {
      entitlement: await this.entitlements.current(manager, userId),
      // Uses are counted by the tools (assessments); the gateway adds them to GET /billing/me.
      usedThisMonth: null,
      payments: payments.map((p) => paymentView(p)),
      subscriptions: subscriptions.map(subscriptionView),
      earlyBird: await this.priceLocks.status(userId),
    };
  }

  async setCancelAtPeriodEnd(userId: string, subscriptionId: string, cancel: boolean): Promise<SubscriptionView> {
    const owned = await this.dataSource.getRepository(SubscriptionEntity).findOneBy({ id: subscriptionId, userId });
    if (!owned) throw appError(billingErrors.SUBSCRIPTION_NOT_FOUND);
    if (owned.revokedAt || owned.status === 'canceled') throw appError(billingErrors.SUBSCRIPTION_ENDED);
    await this.provider.setCancelAtPeriodEnd(owned.providerSubscriptionId, cancel);
    await this.unitOfWork.run((tx) => this.fulfilment.syncSubscription(tx, owned.providerSubscriptionId));
    return subscriptionView(await this.dataSource.getRepository(SubscriptionEntity).findOneByOrFail({ id: subscriptionId }));
  }

  /** Stripe's customer portal (update card, cancel) or, in the sandbox, its own page. */
  async portal(userId: string, returnPath: string): Promise<{ url: string }> {
    const subscription = await this.dataSource.getRepository(SubscriptionEntity).findOne({
      where: { userId, providerCustomerId: Not(IsNull()) },
      order: { createdAt: 'DESC' },
    });
    if (!subscription?.providerCustomerId) throw appError(billingErrors.NO_SUBSCRIPTION);
    const returnUrl = `${this.config.PUBLIC_URL.replace(/\/$/, '')}${returnPath.startsWith('/') ? returnPath : '/account'}`;
    return { url: await this.provider.portalUrl(subscription.providerCustomerId, returnUrl) };
  }
}
