import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { EntitlementEntity } from './entities/entitlement.entity';

/**
 * Billing's entitlement of a user becomes assessments' copy, which decides access. Newer
 * versions only: an old update delivered late must not undo a newer one.
 */
@Injectable()
export class ApplyEntitlementOnEntitlementChangedHandler {
  async handle(event: EventEnvelope<EventPayload<'entitlement.changed'>>, tx: Transaction): Promise<void> {
    const { manager } = tx;
    const p = event.payload;
    const current = await manager.findOne(EntitlementEntity, { where: { userId: p.userId }, lock: { mode: 'pessimistic_write' } });
    if (current && current.version >= p.entitlementVersion) return;
    // A first insert racing another version fails on the key; the consumer retries and compares.
    await manager.save(EntitlementEntity, {
      userId: p.userId,
      version: p.entitlementVersion,
      tools: p.tools,
      unlimited: p.unlimited,
      monthlyAllowance: p.monthlyAllowance,
      validUntil: p.validUntil ? new Date(p.validUntil) : null,
    });
  }
}
