import { Inject, Injectable } from '@nestjs/common';
import { MoreThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { appError, appErrorWithDetails, assessmentsErrors, type ProAccess, type ToolType } from '@bv/contracts';
import { dailyAiRunCap, secondsUntilNextSingaporeDay, singaporeDayStart, singaporeMonthStart } from '@bv/domain';
import { DATA_SOURCE } from '@bv/service-kit';
import { AiDailyUseEntity, type AiRunKind } from './entities/ai-daily-use.entity';
import { EntitlementEntity } from './entities/entitlement.entity';
import { MonthlyUseEntity } from './entities/monthly-use.entity';

/**
 * Who may use a paid tool, from billing's entitlement.changed. Founder Essential's allowance is
 * 3 uses per Singapore calendar month across both tools (docs/product-rules.md, "What each plan unlocks").
 */
@Injectable()
export class AccessService {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async access(userId: string, tool: ToolType, manager: EntityManager = this.dataSource.manager, now = new Date()): Promise<ProAccess> {
    const entitlement = await manager.findOneBy(EntitlementEntity, { userId });
    const usedThisMonth = await manager.countBy(MonthlyUseEntity, { userId, usedAt: MoreThanOrEqual(singaporeMonthStart(now)) });
    const base = { unlimited: entitlement?.unlimited ?? false, monthlyAllowance: entitlement?.monthlyAllowance ?? null, usedThisMonth };
    if (!entitlement || !entitlement.tools.includes(tool) || (entitlement.validUntil && entitlement.validUntil < now)) {
      return { ...base, allowed: false, reason: 'no_entitlement' };
    }
    if (!entitlement.unlimited && entitlement.monthlyAllowance !== null && usedThisMonth >= entitlement.monthlyAllowance) {
      return { ...base, allowed: false, reason: 'monthly_limit_reached' };
    }
    return { ...base, allowed: true, reason: 'entitled' };
  }

  /** Throws the error the page shows when the user may not use the tool now. */
  async require(userId: string, tool: ToolType, manager?: EntityManager): Promise<ProAccess> {
    const access = await this.access(userId, tool, manager);
    if (access.reason === 'no_entitlement') {
      throw appError(assessmentsErrors.PRO_NO_ENTITLEMENT);
    }
    if (access.reason === 'monthly_limit_reached') {
      throw appError(assessmentsErrors.PRO_MONTHLY_LIMIT, access.monthlyAllowance);
    }
    return access;
  }

  /**
   * Locks the user's entitlement row until the caller's transaction ends, so the check and the
   * recording of a use take turns: concurrent starts cannot exceed the monthly allowance. Call it
   * after any other row lock of the transaction (entitlement last, so locks never cross).
   */
  async lockForUse(manager: EntityManager, userId: string): Promise<void> {
    await manager.findOne(EntitlementEntity, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Takes one of today's AI-written runs (docs/product-rules.md, "AI generation limits"), or
   * refuses with the plan's ceiling and the wait until Singapore midnight. Call it under
   * lockForUse, so concurrent starts take turns and cannot pass the ceiling together.
   */
  async takeDailyAiRun(manager: EntityManager, userId: string, refId: string, kind: AiRunKind, now = new Date()): Promise<void> {
    const cap = dailyAiRunCap(await manager.findOneBy(EntitlementEntity, { userId }), now);
    const used = await manager.countBy(AiDailyUseEntity, { userId, usedAt: MoreThanOrEqual(singaporeDayStart(now)) });
    if (used >= cap) throw appErrorWithDetails(assessmentsErrors.AI_DAILY_LIMIT, { retryAfterSeconds: secondsUntilNextSingaporeDay(now) }, cap);
    await manager.insert(AiDailyUseEntity, { refId, userId, kind, usedAt: now });
  }

  /** A run that failed was not written: it gives its place back. */
  async giveBackDailyAiRun(manager: EntityManager, refId: string): Promise<void> {
    await manager.delete(AiDailyUseEntity, { refId });
  }

  /** Counted once per finished assessment or generation run (its id is the key). */
  async recordUse(manager: EntityManager, userId: string, refId: string, kind: MonthlyUseEntity['kind']): Promise<void> {
    await manager.createQueryBuilder().insert().into(MonthlyUseEntity).values({ refId, userId, kind, usedAt: new Date() }).orIgnore().execute();
  }
}
