import { z } from 'zod';
import { safeText } from './safe-text';
import { personSchema } from './common';

export const flagNames = [
  'early_bird_pricing',
  'phase2_previews',
  'consultation_booking',
  'price_lock_validation',
  'guest_checkout',
  'admin_overrides',
  'roi_calculator',
  'sample_deliverables',
  'persona_messaging',
  'data_rooms',
] as const;
export type FlagName = (typeof flagNames)[number];

export const flagsSnapshotSchema = z.object({
  phaseId: safeText(),
  phaseName: safeText(),
  flags: z.record(safeText(), z.boolean()),
  version: z.number().int().nonnegative(),
});
export type FlagsSnapshot = z.infer<typeof flagsSnapshotSchema>;

export const flagNameSchema = z.enum(flagNames);

/**
 * How a copy of the active phase's flags takes a flags.changed event. Versions count per phase,
 * so a change of the phase held is applied only when newer; a change of another phase cannot be
 * ordered by its version (it may be late news from before a switch), so the copy is re-read whole
 * from the flags service. With nothing held yet, the same.
 */
export function flagsChangeOutcome(held: { phaseId: string; version: number } | null, change: { phaseId: string; version: number }): 'apply' | 'ignore' | 'reread' {
  if (!held || held.phaseId !== change.phaseId) return 'reread';
  return change.version > held.version ? 'apply' : 'ignore';
}

/** Only flags the product knows can be set; the rest of the map is left as it is. */
export const flagsUpdateSchema = z
  .partialRecord(flagNameSchema, z.boolean())
  .refine((flags) => Object.keys(flags).length > 0, 'Name at least one flag to change');

/** Body of PUT /api/v1/admin/flags. */
export const flagsUpdateBodySchema = z.object({ flags: flagsUpdateSchema });
export const launchPhaseIdSchema = safeText().min(1).max(64);
/** Body of PUT /api/v1/admin/flags/phase. */
export const phaseActivateBodySchema = z.object({ phaseId: launchPhaseIdSchema });
/** GET /api/v1/admin/flags/audit. */
export const flagsAuditQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const flagAuditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid(),
  action: z.enum(['flags_updated', 'phase_activated']),
  phaseId: safeText(),
  before: z.record(safeText(), z.unknown()),
  after: z.record(safeText(), z.unknown()),
  at: z.iso.datetime(),
});
export type FlagAuditEntry = z.infer<typeof flagAuditEntrySchema>;
/** GET /api/v1/admin/flags/audit: each entry names its admin (the gateway asks identity once per page). */
export const adminFlagAuditEntrySchema = flagAuditEntrySchema.extend({ actor: personSchema.nullable() });
export type AdminFlagAuditEntry = z.infer<typeof adminFlagAuditEntrySchema>;
export const adminFlagAuditListSchema = z.object({ entries: z.array(adminFlagAuditEntrySchema) });

export const launchPhaseSchema = z.object({ id: safeText(), name: safeText(), isActive: z.boolean() });
