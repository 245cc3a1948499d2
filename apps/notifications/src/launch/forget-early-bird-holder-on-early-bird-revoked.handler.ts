import { Injectable } from '@nestjs/common';
import type { Transaction } from '@bv/messaging';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { EarlyBirdHolderEntity } from './entities/early-bird-holder.entity';

/** A revoked price lock is no longer announced: the early-bird launch mail skips its holder. */
@Injectable()
export class ForgetEarlyBirdHolderOnEarlyBirdRevokedHandler {
  async handle(event: EventEnvelope<EventPayload<'early_bird.revoked'>>, tx: Transaction): Promise<void> {
    await tx.manager.delete(EarlyBirdHolderEntity, { userId: event.payload.userId });
  }
}
