import { z } from 'zod';

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
] as const;
export type FlagName = (typeof flagNames)[number];

export const flagsSnapshotSchema = z.object({
  phaseId: z.string(),
  phaseName: z.string(),
  flags: z.record(z.string(), z.boolean()),
  version: z.number().int().nonnegative(),
});
export type FlagsSnapshot = z.infer<typeof flagsSnapshotSchema>;
