import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { KnownUsersService } from './known-users.service';

/**
 * A new account (signed up, or invited after a guest purchase) is learnt by billing, which
 * attaches the purchases made with its e-mail before it existed.
 */
@Injectable()
export class AttachPurchasesOnUserKnownHandler {
  constructor(private readonly users: KnownUsersService) {}

  handle(event: EventEnvelope<EventPayload<'user.registered' | 'user.invited'>>, tx: Transaction): Promise<void> {
    return this.users.learn(tx, event.payload.userId, event.payload.email);
  }
}
