import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import { EmailTokenEntity } from '../accounts/entities/email-token.entity';
import { ProfileEntity } from '../accounts/entities/profile.entity';
import { UserEntity } from '../accounts/entities/user.entity';
import type { IdentityConfig } from '../config';
import { hashOpaqueToken, newOpaqueToken } from '../crypto/opaque-token';

const ACTIVATION_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * A guest who paid gets an invited account for the checkout address and a set-your-password
 * link (docs/product-rules.md, "Payments and refunds": a guest who buys gets an account invitation e-mail). Someone who already
 * has an account gets nothing here: billing attaches the purchase to it.
 * Returns the buyer's user id, so the early-bird grant can follow in the same transaction.
 */
@Injectable()
export class InviteGuestBuyerHandler {
  constructor(@Inject(CONFIG) private readonly config: IdentityConfig) {}

  async handle(event: EventEnvelope<EventPayload<'payment.paid'>>, tx: Transaction): Promise<string> {
    const { manager } = tx;
    const { email, userId, buyerName } = event.payload;
    if (userId) return userId;
    const existing = await manager.findOneBy(UserEntity, { email });
    if (existing) return existing.id;
    const id = randomUUID();
    // The name typed at checkout; without one, the address's local part until they set their name.
    const name = buyerName?.trim() || email.split('@')[0];
    await manager.insert(UserEntity, { id, email, name, passwordHash: null, status: 'invited', emailVerifiedAt: null });
    await manager.insert(ProfileEntity, { userId: id, earlyBirdEligible: false, priceLockBenefits: null });
    const token = newOpaqueToken();
    await manager.insert(EmailTokenEntity, {
      id: randomUUID(),
      userId: id,
      purpose: 'activate_account',
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(Date.now() + ACTIVATION_LINK_TTL_MS),
      usedAt: null,
    });
    const activationUrl = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/auth?activate=${encodeURIComponent(token)}`;
    tx.publish({ type: 'user.invited', payload: { userId: id, email, activationUrl, name: buyerName?.trim() ?? '' } });
    return id;
  }
}
