import type { FlagName, FlagsSnapshot } from '@bv/contracts';

/** The defaults of docs/product-rules.md, "Feature flags": only guest_checkout is on. Tests switch others on by name. */
export function buildFlagsSnapshot(overrides: Partial<Record<FlagName, boolean>> = {}, phase: 1 | 2 = 1, version = 1): FlagsSnapshot {
  return {
    phaseId: `phase-${phase}`,
    phaseName: `Phase ${phase}`,
    version,
    flags: {
      early_bird_pricing: false,
      phase2_previews: false,
      consultation_booking: false,
      price_lock_validation: false,
      guest_checkout: true,
      admin_overrides: false,
      roi_calculator: false,
      sample_deliverables: false,
      persona_messaging: false,
      ...overrides,
    },
  };
}
