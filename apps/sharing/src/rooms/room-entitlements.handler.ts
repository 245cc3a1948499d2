import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { RoomEntitlementEntity } from './entities/room-entitlement.entity';

/** Billing's entitlement becomes sharing's copy, which sets the rooms' plan limits. Newer versions only. */
@Injectable()
export class ApplyRoomEntitlementHandler {
  async handle(event: EventEnvelope<EventPayload<'entitlement.changed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    const current = await tx.manager.findOne(RoomEntitlementEntity, { where: { userId: p.userId }, lock: { mode: 'pessimistic_write' } });
    if (current && current.version >= p.entitlementVersion) return;
    await tx.manager.save(RoomEntitlementEntity, {
      userId: p.userId,
      version: p.entitlementVersion,
      tools: p.tools,
      unlimited: p.unlimited,
      monthlyAllowance: p.monthlyAllowance,
      validUntil: p.validUntil ? new Date(p.validUntil) : null,
    });
  }
}
