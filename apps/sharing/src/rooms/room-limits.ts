import type { RoomPlanLimits } from '@bv/contracts';

const GB = 1024 * 1024 * 1024;

/** The entitlement fields the limits read (billing's entitlement.changed, kept in room_entitlements). */
export type RoomEntitlement = { tools: string[]; unlimited: boolean; monthlyAllowance: number | null; validUntil: Date | null };

/** docs/product-rules.md, "Deal rooms": the table there and this one change together. */
export const ROOM_PLAN_LIMITS: Readonly<Record<RoomPlanLimits['plan'], RoomPlanLimits>> = {
  none: { plan: 'none', maxRooms: 0, maxBytesPerRoom: 0, maxDocumentsPerRoom: 0, maxFoldersPerRoom: 0 },
  starter: { plan: 'starter', maxRooms: 1, maxBytesPerRoom: 2 * GB, maxDocumentsPerRoom: 200, maxFoldersPerRoom: 50 },
  essential: { plan: 'essential', maxRooms: 3, maxBytesPerRoom: 5 * GB, maxDocumentsPerRoom: 500, maxFoldersPerRoom: 50 },
  full: { plan: 'full', maxRooms: 10, maxBytesPerRoom: 20 * GB, maxDocumentsPerRoom: 1000, maxFoldersPerRoom: 50 },
};

/**
 * The plan's room limits from what the entitlement says: one tool is Starter; a monthly
 * allowance is Founder Essential; both tools without an allowance are Pro Vault, Founder Pro and
 * the Phase 2 plans. Nothing bought, or a subscription that ended, gets no rooms.
 */
export function roomLimitsFor(entitlement: RoomEntitlement | null, now = new Date()): RoomPlanLimits {
  if (!entitlement || entitlement.tools.length === 0) return ROOM_PLAN_LIMITS.none;
  if (entitlement.validUntil && entitlement.validUntil.getTime() < now.getTime()) return ROOM_PLAN_LIMITS.none;
  if (entitlement.tools.length === 1) return ROOM_PLAN_LIMITS.starter;
  if (!entitlement.unlimited && entitlement.monthlyAllowance !== null) return ROOM_PLAN_LIMITS.essential;
  return ROOM_PLAN_LIMITS.full;
}

/** "2 GB", "500 MB": how the limits read in messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${Math.round((bytes / GB) * 10) / 10} GB`;
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
