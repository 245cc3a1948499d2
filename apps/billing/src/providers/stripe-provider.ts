import Stripe from 'stripe';
import type { CheckoutSnapshot, InvoiceSnapshot, NewCheckout, PaymentProvider, SubscriptionSnapshot } from './payment-provider';

type Loose = Record<string, unknown>;

/** Stripe returns either an id or, when expanded, the object; we never expand, but stay safe. */
const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String((value as Loose).id) : null;

const fromUnix = (seconds: unknown): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  // apiUrl points the real SDK at a local fake in tests; production talks to api.stripe.com.
  const local = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(local ? { host: local.hostname, port: Number(local.port), protocol: local.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

/** Stripe Checkout in SGD with inline `price_data`, so prices live in libs/domain and nowhere else. */
export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly allowsTestProducts: boolean;

  constructor(
    private readonly stripe: Stripe,
    secretKey: string,
  ) {
    this.allowsTestProducts = secretKey.startsWith('sk_test_') || secretKey.startsWith('rk_test_');
  }

  async createCheckout(input: NewCheckout): Promise<{ sessionRef: string; url: string }> {
    const subscription = input.mode === 'subscription';
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: input.mode,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'sgd',
              unit_amount: input.amount,
              product_data: { name: input.productName },
              ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
            },
          },
        ],
        customer_email: input.email,
        client_reference_id: input.checkoutId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        ...(subscription ? { subscription_data: { metadata: input.metadata } } : { payment_intent_data: { metadata: input.metadata } }),
      },
      { idempotencyKey: `checkout-${input.checkoutId}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionRef: session.id, url: session.url };
  }

  async fetchCheckout(sessionRef: string): Promise<CheckoutSnapshot> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionRef);
    const paymentIntentRef = idOf(session.payment_intent);
    const subscriptionRef = idOf(session.subscription);
    const invoiceRef = idOf(session.invoice);
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    let paymentFailed = false;
    let refunded = false;
    let invoicePaymentIntent: string | null = null;
    if (paymentIntentRef) {
      const intent = await this.stripe.paymentIntents.retrieve(paymentIntentRef);
      paymentFailed = session.status === 'complete' && !paid && intent.status === 'requires_payment_method';
      refunded = paid && (await this.chargeRefunded(idOf(intent.latest_charge)));
    }
    if (invoiceRef) {
      const invoice = await this.fetchInvoice(invoiceRef);
      invoicePaymentIntent = invoice.paymentIntentRef;
      refunded = invoice.refunded;
    }
    return {
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      paid,
      paymentFailed,
      paymentRef: subscriptionRef ? invoiceRef : paymentIntentRef,
      paymentIntentRef: paymentIntentRef ?? invoicePaymentIntent,
      refunded,
      amountPaid: session.amount_total ?? null,
      currency: session.currency ?? null,
      customerRef: idOf(session.customer),
      subscription: subscriptionRef ? await this.fetchSubscription(subscriptionRef) : null,
    };
  }

  async fetchSubscription(subscriptionRef: string): Promise<SubscriptionSnapshot> {
    return this.snapshotOf(await this.stripe.subscriptions.retrieve(subscriptionRef));
  }

  async fetchInvoice(invoiceRef: string): Promise<InvoiceSnapshot> {
    const invoice = (await this.stripe.invoices.retrieve(invoiceRef, { expand: ['payments'] })) as unknown as Loose;
    // Newer API versions moved the subscription under parent.subscription_details.
    const parent = (invoice.parent ?? {}) as Loose;
    const details = (parent.subscription_details ?? {}) as Loose;
    const subscriptionRef = idOf(details.subscription) ?? idOf(invoice.subscription);
    // Current API versions list what paid an invoice under `payments`; older ones had payment_intent.
    const payments = ((invoice.payments as Loose | undefined)?.data ?? []) as Loose[];
    const paidBy = payments.map((p) => idOf((p.payment as Loose | undefined)?.payment_intent)).find(Boolean) ?? null;
    const paymentIntentRef = paidBy ?? idOf(invoice.payment_intent);
    const refunded = paymentIntentRef ? await this.isRefunded(paymentIntentRef) : false;
    return {
      ref: String(invoice.id),
      subscriptionRef,
      paid: invoice.status === 'paid',
      amountPaid: Number(invoice.amount_paid ?? 0),
      paymentIntentRef,
      refunded,
    };
  }

  async isRefunded(paymentIntentRef: string): Promise<boolean> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentRef);
    return this.chargeRefunded(idOf(intent.latest_charge));
  }

  async findCheckoutSession(by: { paymentIntentRef?: string; subscriptionRef?: string }): Promise<string | null> {
    const list = await this.stripe.checkout.sessions.list({
      ...(by.paymentIntentRef ? { payment_intent: by.paymentIntentRef } : {}),
      ...(by.subscriptionRef ? { subscription: by.subscriptionRef } : {}),
      limit: 1,
    });
    return list.data[0]?.id ?? null;
  }

  async refund(paymentIntentRef: string, idempotencyKey: string): Promise<void> {
    try {
      await this.stripe.refunds.create({ payment_intent: paymentIntentRef }, { idempotencyKey });
    } catch (error) {
      // Refunded already (e.g. from the Stripe dashboard): the outcome we wanted.
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return;
      throw error;
    }
  }

  async setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    return this.snapshotOf(await this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: cancel }));
  }

  async cancelNow(subscriptionRef: string): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionRef);
  }

  async portalUrl(customerRef: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerRef, return_url: returnUrl });
    return session.url;
  }

  private async chargeRefunded(chargeRef: string | null): Promise<boolean> {
    if (!chargeRef) return false;
    const charge = await this.stripe.charges.retrieve(chargeRef);
    return charge.refunded || charge.amount_refunded >= charge.amount;
  }

  private snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
    const loose = subscription as unknown as Loose;
    // current_period_end lives on the items in newer API versions and on the subscription before.
    const item = subscription.items?.data?.[0] as unknown as Loose | undefined;
    return {
      ref: subscription.id,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodEnd: fromUnix(item?.current_period_end) ?? fromUnix(loose.current_period_end),
      customerRef: idOf(subscription.customer),
    };
  }
}
