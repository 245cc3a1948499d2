import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { appError, billingErrors } from '@bv/contracts';
import type { UnitOfWork } from '@bv/service-kit';
import { SandboxCheckoutEntity, SandboxSubscriptionEntity } from './entities/sandbox.entities';
import type { CheckoutSnapshot, InvoiceSnapshot, NewCheckout, PaymentProvider, SubscriptionSnapshot } from './payment-provider';

const SUBSCRIPTION_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

/** Every sandbox object shares the random suffix of its checkout: cs_sandbox_X, pi_sandbox_X, sub_sandbox_X, … */
const ref = (prefix: 'cs' | 'pi' | 'in' | 'sub' | 'cus', suffix: string) => `${prefix}_sandbox_${suffix}`;
const suffixOf = (value: string) => value.replace(/^[a-z]+_sandbox_/, '');

/**
 * The local payment provider (default when STRIPE_SECRET_KEY is unset; refused in production by
 * the config). Its checkout page (web route /sandbox/checkout/:ref) pays or cancels here, and
 * fulfilment then reads this state exactly as it reads Stripe's.
 */
export class SandboxProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly allowsTestProducts = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async createCheckout(input: NewCheckout): Promise<{ sessionRef: string; url: string }> {
    const sessionRef = ref('cs', randomBytes(18).toString('base64url'));
    await this.checkouts().insert({ ref: sessionRef, mode: input.mode, amount: input.amount, state: 'open', refunded: false, customerRef: null, subscriptionRef: null });
    return { sessionRef, url: `/sandbox/checkout/${sessionRef}` };
  }

  /** The page's Pay button: idempotent, so a double click or a retry pays once. */
  async pay(sessionRef: string): Promise<void> {
    await this.unitOfWork.run(async ({ manager }) => {
      const checkout = await manager.findOne(SandboxCheckoutEntity, { where: { ref: sessionRef }, lock: { mode: 'pessimistic_write' } });
      if (!checkout) throw appError(billingErrors.SESSION_NOT_FOUND);
      if (checkout.state === 'paid') return;
      if (checkout.state === 'canceled') throw appError(billingErrors.CHECKOUT_CANCELED);
      const suffix = suffixOf(sessionRef);
      const subscriptionRef = checkout.mode === 'subscription' ? ref('sub', suffix) : null;
      if (subscriptionRef) {
        await manager.insert(SandboxSubscriptionEntity, {
          ref: subscriptionRef,
          customerRef: ref('cus', suffix),
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: new Date(Date.now() + SUBSCRIPTION_PERIOD_DAYS * DAY_MS),
        });
      }
      await manager.update(SandboxCheckoutEntity, { ref: sessionRef }, { state: 'paid', customerRef: ref('cus', suffix), subscriptionRef });
    });
  }

  async cancel(sessionRef: string): Promise<void> {
    const checkout = await this.checkouts().findOneBy({ ref: sessionRef });
    if (!checkout) throw appError(billingErrors.SESSION_NOT_FOUND);
    await this.checkouts().update({ ref: sessionRef, state: 'open' }, { state: 'canceled' });
  }

  async fetchCheckout(sessionRef: string): Promise<CheckoutSnapshot> {
    const checkout = await this.checkouts().findOneByOrFail({ ref: sessionRef });
    const suffix = suffixOf(sessionRef);
    const paid = checkout.state === 'paid';
    const subscription = checkout.subscriptionRef ? await this.fetchSubscription(checkout.subscriptionRef) : null;
    return {
      status: paid ? 'complete' : checkout.state === 'canceled' ? 'expired' : 'open',
      paid,
      paymentFailed: false,
      paymentRef: paid ? (checkout.mode === 'subscription' ? ref('in', suffix) : ref('pi', suffix)) : null,
      paymentIntentRef: paid ? ref('pi', suffix) : null,
      refunded: checkout.refunded,
      amountPaid: paid ? checkout.amount : null,
      currency: 'sgd',
      customerRef: checkout.customerRef,
      subscription,
    };
  }

  async fetchSubscription(subscriptionRef: string): Promise<SubscriptionSnapshot> {
    const sub = await this.dataSource.getRepository(SandboxSubscriptionEntity).findOneByOrFail({ ref: subscriptionRef });
    return { ref: sub.ref, status: sub.status, cancelAtPeriodEnd: sub.cancelAtPeriodEnd, currentPeriodEnd: sub.currentPeriodEnd, customerRef: sub.customerRef };
  }

  /** The sandbox bills a subscription once, at checkout; its only invoice is in_sandbox_X. */
  async fetchInvoice(invoiceRef: string): Promise<InvoiceSnapshot> {
    const checkout = await this.checkouts().findOneByOrFail({ ref: ref('cs', suffixOf(invoiceRef)) });
    return {
      ref: invoiceRef,
      subscriptionRef: checkout.subscriptionRef,
      paid: checkout.state === 'paid',
      amountPaid: checkout.amount,
      paymentIntentRef: ref('pi', suffixOf(invoiceRef)),
      refunded: checkout.refunded,
    };
  }

  async isRefunded(paymentIntentRef: string): Promise<boolean> {
    const checkout = await this.checkouts().findOneBy({ ref: ref('cs', suffixOf(paymentIntentRef)) });
    return checkout?.refunded ?? false;
  }

  async findCheckoutSession(by: { paymentIntentRef?: string; subscriptionRef?: string }): Promise<string | null> {
    const any = by.paymentIntentRef ?? by.subscriptionRef;
    if (!any) return null;
    const sessionRef = ref('cs', suffixOf(any));
    return (await this.checkouts().existsBy({ ref: sessionRef })) ? sessionRef : null;
  }

  async refund(paymentIntentRef: string): Promise<void> {
    await this.checkouts().update({ ref: ref('cs', suffixOf(paymentIntentRef)) }, { refunded: true });
  }

  async setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    await this.dataSource.getRepository(SandboxSubscriptionEntity).update({ ref: subscriptionRef }, { cancelAtPeriodEnd: cancel });
    return this.fetchSubscription(subscriptionRef);
  }

  async cancelNow(subscriptionRef: string): Promise<void> {
    await this.dataSource.getRepository(SandboxSubscriptionEntity).update({ ref: subscriptionRef }, { status: 'canceled', cancelAtPeriodEnd: false });
  }

  async portalUrl(): Promise<string> {
    return '/sandbox/portal';
  }

  private checkouts() {
    return this.dataSource.getRepository(SandboxCheckoutEntity);
  }
}
