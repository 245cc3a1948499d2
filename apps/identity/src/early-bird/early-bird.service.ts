import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { LOCKED_PRICES, isEarlyBirdEligible, priceLockExpiresAt } from '@bv/domain';
import type { Transaction } from '@bv/messaging';
import { ProfileEntity, type PriceLockBenefits } from '../accounts/entities/profile.entity';
import { UserEntity } from '../accounts/entities/user.entity';

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The Phase 2 price lock (docs/product-rules.md, "Launch phases and early-bird price locks").
 * Identity owns profiles, so it grants the lock when billing reports a qualifying Phase 1 purchase
 * (whatever the early_bird_pricing flag said) and revokes it when the purchases are refunded; its
 * events keep billing's copy, which prices checkouts and answers validate-pricing.
 */
@Injectable()
export class EarlyBirdService {
  /**
   * Idempotent: a buyer who already holds a live lock keeps its original granted_at (the new
   * qualifying purchase is recorded beside the first, so refunding one of them keeps the lock).
   */
  async grantOnPayment(event: EventEnvelope<EventPayload<'payment.paid'>>, userId: string, tx: Transaction): Promise<void> {
    const { manager } = tx;
    if (!event.payload.earlyBird) return;
    const profile = await manager.findOne(ProfileEntity, { where: { userId }, lock: { mode: 'pessimistic_write' } });
    const now = new Date(event.payload.paidAt);
    if (!profile) return;
    const held = profile.priceLockBenefits;
    if (isEarlyBirdEligible(this.asDomainProfile(profile), now)) {
      if (held && !held.payment_ids?.includes(event.payload.paymentId)) {
        await manager.update(ProfileEntity, { userId }, { priceLockBenefits: { ...held, payment_ids: [...(held.payment_ids ?? []), event.payload.paymentId] } });
      }
      return;
    }
    const user = await manager.findOneByOrFail(UserEntity, { id: userId });
    const benefits: PriceLockBenefits = {
      granted_at: now.toISOString(),
      founder_plus_locked_price: LOCKED_PRICES.founder_plus,
      elite_monthly_locked_price: LOCKED_PRICES.elite_monthly,
      payment_ids: [event.payload.paymentId],
    };
    await manager.update(ProfileEntity, { userId }, { earlyBirdEligible: true, priceLockBenefits: benefits });
    tx.publish({
      type: 'early_bird.granted',
      payload: {
        userId,
        email: user.email,
        lockedPrices: { founderPlus: toCents(benefits.founder_plus_locked_price), eliteMonthly: toCents(benefits.elite_monthly_locked_price) },
        grantedAt: benefits.granted_at,
        expiresAt: priceLockExpiresAt(now).toISOString(),
      },
    });
  }

  /**
   * A refunded purchase no longer holds the lock: once no qualifying purchase does, the lock is
   * revoked and `early_bird.revoked` published. Locks granted before purchases were recorded
   * with them cannot be matched to a refund and stay.
   */
  async revokeOnRefund(event: EventEnvelope<EventPayload<'payment.refunded'>>, tx: Transaction): Promise<void> {
    const { manager } = tx;
    const { paymentId, refundedAt } = event.payload;
    const user = event.payload.userId
      ? await manager.findOneBy(UserEntity, { id: event.payload.userId })
      : await manager.findOneBy(UserEntity, { email: event.payload.email.toLowerCase() });
    if (!user) return;
    const profile = await manager.findOne(ProfileEntity, { where: { userId: user.id }, lock: { mode: 'pessimistic_write' } });
    const held = profile?.priceLockBenefits;
    if (!profile || !held?.payment_ids?.includes(paymentId)) return;
    const remaining = held.payment_ids.filter((id) => id !== paymentId);
    if (remaining.length > 0) {
      await manager.update(ProfileEntity, { userId: user.id }, { priceLockBenefits: { ...held, payment_ids: remaining } });
      return;
    }
    await manager.update(ProfileEntity, { userId: user.id }, { earlyBirdEligible: false, priceLockBenefits: null });
    tx.publish({
      type: 'early_bird.revoked',
      payload: { userId: user.id, email: user.email, reason: 'payment_refunded', paymentId, revokedAt: refundedAt },
    });
  }

  private asDomainProfile(profile: ProfileEntity) {
    return { early_bird_eligible: profile.earlyBirdEligible, price_lock_benefits: profile.priceLockBenefits };
  }
}
