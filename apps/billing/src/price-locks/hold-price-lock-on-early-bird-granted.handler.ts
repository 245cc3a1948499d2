import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { PriceLocksService } from './price-locks.service';

/** Identity granted a buyer the early-bird price lock: billing will charge and show it. */
@Injectable()
export class HoldPriceLockOnEarlyBirdGrantedHandler {
  constructor(private readonly priceLocks: PriceLocksService) {}

  handle(event: EventEnvelope<EventPayload<'early_bird.granted'>>, tx: Transaction): Promise<void> {
    return this.priceLocks.grant(event.payload, tx);
  }
}
