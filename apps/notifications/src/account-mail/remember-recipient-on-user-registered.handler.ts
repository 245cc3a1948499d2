import { Injectable } from '@nestjs/common';
import type { Transaction } from '@bv/messaging';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { RecipientEntity } from './entities/recipient.entity';

/** Keeps who each user is, so events that name only a user id (share.viewed) can be mailed. */
@Injectable()
export class RememberRecipientOnUserRegisteredHandler {
  async handle(event: EventEnvelope<EventPayload<'user.registered'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await tx.manager.upsert(RecipientEntity, { userId: p.userId, email: p.email, name: p.name, updatedAt: new Date(event.occurredAt) }, ['userId']);
  }
}
