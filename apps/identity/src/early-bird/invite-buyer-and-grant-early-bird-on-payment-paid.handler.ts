import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { InviteGuestBuyerHandler } from '../invitations/invite-guest-buyer.handler';
import { EarlyBirdService } from './early-bird.service';

/**
 * A payment gives a guest buyer an invited account, then (a qualifying Phase 1 purchase) the
 * buyer's early-bird lock, in one transaction so the lock always has its account.
 */
@Injectable()
export class InviteBuyerAndGrantEarlyBirdOnPaymentPaidHandler {
  constructor(
    private readonly invite: InviteGuestBuyerHandler,
    private readonly earlyBird: EarlyBirdService,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'payment.paid'>>, tx: Transaction): Promise<void> {
    const buyerId = await this.invite.handle(event, tx);
    await this.earlyBird.grantOnPayment(event, buyerId, tx);
  }
}
