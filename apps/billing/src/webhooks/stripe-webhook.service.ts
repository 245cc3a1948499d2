import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { appError, billingErrors } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, LOGGER, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import type { BillingConfig } from '../config';
import { WebhookEventEntity } from './entities/webhook-event.entity';
import { FulfilmentService } from '../fulfilment/fulfilment.service';

/** Stripe's default: a signature older than 5 minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

type Loose = Record<string, unknown>;
const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String((value as Loose).id) : null;

/**
 * Stripe webhooks: the signature is checked against the raw body first (bad, tampered or stale
 * → 400, nothing recorded); the event id is stored in the same transaction as its effects, so
 * a redelivery (even a concurrent one, which waits on the id's unique index) changes nothing.
 */
@Injectable()
export class StripeWebhookService {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async receive(payload: string, signature: string): Promise<{ received: true; duplicate: boolean }> {
    const event = this.verify(payload, signature);
    const fresh = await this.unitOfWork.run(async (tx) => {
      const inserted = await tx.manager.createQueryBuilder().insert().into(WebhookEventEntity).values({ id: event.id, type: event.type }).orIgnore().returning('id').execute();
      if ((inserted.raw as unknown[]).length === 0) return false;
      await this.dispatch(tx, event);
      return true;
    });
    this.logger.info({ eventId: event.id, type: event.type, duplicate: !fresh }, 'stripe webhook handled');
    return { received: true, duplicate: !fresh };
  }

  private verify(payload: string, signature: string): Stripe.Event {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw appError(billingErrors.WEBHOOKS_OFF);
    try {
      return Stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'stripe webhook refused: bad signature');
      throw appError(billingErrors.BAD_SIGNATURE);
    }
  }

  private async dispatch(tx: Transaction, event: Stripe.Event): Promise<void> {
    const object = event.data.object as unknown as Loose;
    const id = idOf(object);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        if (id) await this.fulfilment.syncCheckout(tx, id);
        return;
      case 'invoice.paid':
        if (id) await this.fulfilment.syncInvoice(tx, id);
        return;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        if (id) await this.fulfilment.syncSubscription(tx, id);
        return;
      case 'charge.refunded': {
        const intent = idOf(object.payment_intent);
        if (intent) await this.fulfilment.syncRefund(tx, intent);
        return;
      }
      default:
        // Recorded as seen, so Stripe stops retrying events we do not subscribe to on purpose.
        return;
    }
  }
}
