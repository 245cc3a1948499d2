import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { PriceLocksService } from './price-locks.service';

/** Identity revoked a buyer's price lock (its purchases were refunded): billing charges the regular price again. */
@Injectable()
export class EndPriceLockOnEarlyBirdRevokedHandler {
  constructor(private readonly priceLocks: PriceLocksService) {}

  handle(event: EventEnvelope<EventPayload<'early_bird.revoked'>>, tx: Transaction): Promise<void> {
    return this.priceLocks.revoke(event.payload, tx);
  }
}
