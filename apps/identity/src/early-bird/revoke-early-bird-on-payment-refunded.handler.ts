import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { EarlyBirdService } from './early-bird.service';

/** A refund takes its payment off the lock; the last qualifying payment gone revokes it (early_bird.revoked). */
@Injectable()
export class RevokeEarlyBirdOnPaymentRefundedHandler {
  constructor(private readonly earlyBird: EarlyBirdService) {}

  handle(event: EventEnvelope<EventPayload<'payment.refunded'>>, tx: Transaction): Promise<void> {
    return this.earlyBird.revokeOnRefund(event, tx);
  }
}
