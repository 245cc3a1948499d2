import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import type { Entitlement } from '@bv/contracts';
import { entitlementFrom, sameEntitlement, subscriptionGrantsAccess, type EntitlementSnapshot, type Holding, type PlanType, type Tool } from '@bv/domain';
import type { Transaction } from '@bv/messaging';
import { EntitlementEntity } from './entities/entitlement.entity';
import { PaymentEntity } from '../fulfilment/entities/payment.entity';
import { SubscriptionEntity } from '../fulfilment/entities/subscription.entity';

export const NO_ENTITLEMENT: Entitlement = { tools: [], unlimited: false, monthlyAllowance: null, validUntil: null };

/**
 * The entitlement read model: recomputed from payments and subscriptions inside the transaction
 * that changed them, and published as entitlement.changed (with a rising version) when it differs.
 */
@Injectable()
export class EntitlementsService {
  async recompute(tx: Transaction, userId: string, email: string): Promise<void> {
    const { manager } = tx;
    const next = entitlementFrom(await this.holdings(manager, userId));
    // The row lock serialises concurrent recomputes for one user, so versions never collide.
    await manager.createQueryBuilder().insert().into(EntitlementEntity).values({ userId, version: 0, tools: [], unlimited: false, monthlyAllowance: null, validUntil: null }).orIgnore().execute();
    const current = await manager.findOneOrFail(EntitlementEntity, { where: { userId }, lock: { mode: 'pessimistic_write' } });
    if (current.version > 0 && sameEntitlement(this.snapshotOf(current), next)) return;
    if (current.version === 0 && next.tools.length === 0) return;
    const version = current.version + 1;
    await manager.update(EntitlementEntity, { userId }, { version, tools: next.tools, unlimited: next.unlimited, monthlyAllowance: next.monthlyAllowance, validUntil: next.validUntil });
    tx.publish({
      type: 'entitlement.changed',
      payload: {
        userId,
        email,
        entitlementVersion: version,
        tools: next.tools,
        monthlyAllowance: next.monthlyAllowance,
        unlimited: next.unlimited,
        validUntil: next.validUntil?.toISOString() ?? null,
      },
    });
  }

  async current(manager: EntityManager, userId: string): Promise<Entitlement> {
    const row = await manager.findOneBy(EntitlementEntity, { userId });
    if (!row) return NO_ENTITLEMENT;
    const snapshot = this.snapshotOf(row);
    return { ...snapshot, validUntil: snapshot.validUntil?.toISOString() ?? null };
  }

  private async holdings(manager: EntityManager, userId: string): Promise<Holding[]> {
    const oneTime = await manager.find(PaymentEntity, { where: { userId, status: 'paid', paymentType: 'one_time' } });
    const subscriptions = await manager.find(SubscriptionEntity, { where: { userId, revokedAt: IsNull(), status: In(['active', 'trialing']) } });
    return [
      ...oneTime.map((p): Holding => ({ kind: 'one_time', planType: p.planType as PlanType, tool: p.tool as Tool | null })),
      ...subscriptions
        .filter((s) => subscriptionGrantsAccess(s.status))
        .map((s): Holding => ({ kind: 'subscription', planType: s.planType as PlanType, currentPeriodEnd: s.currentPeriodEnd })),
    ];
  }

  private snapshotOf(row: EntitlementEntity): EntitlementSnapshot {
    return { tools: row.tools as Tool[], unlimited: row.unlimited, monthlyAllowance: row.monthlyAllowance, validUntil: row.validUntil };
  }
}
