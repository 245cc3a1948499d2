import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { appError, billingErrors, type EarlyBirdStatus, type EventPayload, type ValidatePricingResponse } from '@bv/contracts';
import { PRICE_LOCK_BASELINES, lockedPriceOf, validatePricing } from '@bv/domain';
import { quoteSchema, type Transaction } from '@bv/messaging';
import { DATA_SOURCE, schemaOf } from '@bv/service-kit';
import { LaunchStateService } from '../launch/launch-state.service';

type LockRow = { granted_at: Date | null; expires_at: Date | null; founder_plus_cents: number | null; elite_monthly_cents: number | null; revoked_at: Date | null };

const NO_LOCK: EarlyBirdStatus = { eligible: false, grantedAt: null, expiresAt: null, founderPlusLockedPrice: null, eliteMonthlyLockedPrice: null };

/**
 * Billing's copy of each buyer's early-bird price lock (docs/product-rules.md, "Launch phases and
 * early-bird price locks"). Identity grants and revokes the lock; billing charges by it, shows it
 * and answers validate-pricing. Each event is compared with the times held, so a grant or
 * revocation arriving late never undoes a newer one.
 */
@Injectable()
export class PriceLocksService {
  private readonly table: string;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly launchState: LaunchStateService,
  ) {
    this.table = `${quoteSchema(schemaOf(dataSource))}.price_locks`;
  }

  async grant(lock: EventPayload<'early_bird.granted'>, tx: Transaction): Promise<void> {
    await tx.query(
      `INSERT INTO ${this.table} AS held (user_id, granted_at, expires_at, founder_plus_cents, elite_monthly_cents) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET granted_at = EXCLUDED.granted_at, expires_at = EXCLUDED.expires_at,
         founder_plus_cents = EXCLUDED.founder_plus_cents, elite_monthly_cents = EXCLUDED.elite_monthly_cents, revoked_at = NULL
       WHERE EXCLUDED.granted_at > GREATEST(held.granted_at, held.revoked_at)`,
      [lock.userId, lock.grantedAt, lock.expiresAt, lock.lockedPrices.founderPlus, lock.lockedPrices.eliteMonthly],
    );
  }

  /** A revocation that arrives before its grant is kept, so the late grant finds it and stays revoked. */
  async revoke(revoked: EventPayload<'early_bird.revoked'>, tx: Transaction): Promise<void> {
    await tx.query(
      `INSERT INTO ${this.table} AS held (user_id, revoked_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET revoked_at = EXCLUDED.revoked_at
       WHERE EXCLUDED.revoked_at >= COALESCE(held.granted_at, '-infinity') AND EXCLUDED.revoked_at > COALESCE(held.revoked_at, '-infinity')`,
      [revoked.userId, revoked.revokedAt],
    );
  }

  async status(userId: string, now = new Date()): Promise<EarlyBirdStatus> {
    const [row] = await this.dataSource.query<LockRow[]>(
      `SELECT granted_at, expires_at, founder_plus_cents, elite_monthly_cents, revoked_at FROM ${this.table} WHERE user_id = $1`,
      [userId],
    );
    if (!row?.granted_at || !row.expires_at || row.revoked_at) return NO_LOCK;
    // The lock holds until the instant it expires, that instant included.
    const eligible = now.getTime() <= row.expires_at.getTime();
    return {
      eligible,
      grantedAt: row.granted_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      founderPlusLockedPrice: eligible && row.founder_plus_cents ? row.founder_plus_cents / 100 : null,
      eliteMonthlyLockedPrice: eligible && row.elite_monthly_cents ? row.elite_monthly_cents / 100 : null,
    };
  }

  /** The S$ price a Phase 2 plan is charged at for this buyer's live lock, or null to charge the regular price. */
  async lockedPrice(userId: string | null, planType: string | null): Promise<number | null> {
    return userId ? lockedPriceOf(planType, await this.status(userId)) : null;
  }

  /**
   * validate-pricing, while the price_lock_validation flag is on: the plan type is checked first (its messages are the product rules' own), then
   * the user's locked price against the baseline. Someone without a live lock pays the baseline.
   */
  async validatePricing(userId: string | null, planType: unknown): Promise<ValidatePricingResponse> {
    if (!userId) throw appError(billingErrors.NOT_AUTHENTICATED);
    if ((await this.launchState.current()).flags.price_lock_validation !== true) throw appError(billingErrors.PRICE_LOCK_VALIDATION_OFF);
    const shape = validatePricing({ planType });
    if (!shape.ok) throw appError(billingErrors.PRICING_INVALID, shape.message);
    const originalPrice = PRICE_LOCK_BASELINES[shape.planType];
    const status = await this.status(userId);
    const locked = shape.planType === 'founder_plus' ? status.founderPlusLockedPrice : status.eliteMonthlyLockedPrice;
    if (!status.eligible || locked === null) return { isEarlyBirdEligible: false, planType: shape.planType, originalPrice, lockedPrice: originalPrice, savings: 0 };
    const result = validatePricing({ planType: shape.planType, lockedPrice: locked });
    if (!result.ok) throw appError(billingErrors.PRICING_INVALID, result.message);
    return { isEarlyBirdEligible: true, planType: result.planType, originalPrice: result.originalPrice, lockedPrice: result.lockedPrice, savings: result.savings };
  }
}
