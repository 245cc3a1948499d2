import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMessagingTables, dropMessagingTables, schemaSql } from '@bv/service-kit';

/** The flag defaults (docs/product-rules.md, "Feature flags") as they stood when the phases were first seeded. */
const DEFAULT_FLAGS = {
  early_bird_pricing: false,
  phase2_previews: false,
  consultation_booking: false,
  price_lock_validation: false,
  guest_checkout: true,
  admin_overrides: false,
  roi_calculator: false,
  sample_deliverables: false,
  persona_messaging: false,
};

export class LaunchPhases1763780300000 implements MigrationInterface {
  name = 'LaunchPhases1763780300000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await createMessagingTables(q);
    await q.query(`CREATE TABLE ${s}.launch_phases (
      id text PRIMARY KEY,
      name text NOT NULL,
      is_active boolean NOT NULL DEFAULT false,
      feature_flags jsonb NOT NULL,
      version integer NOT NULL DEFAULT 1,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Exactly one phase may be active at a time.
    await q.query(`CREATE UNIQUE INDEX launch_phases_one_active ON ${s}.launch_phases ((true)) WHERE is_active`);
    await q.query(`INSERT INTO ${s}.launch_phases (id, name, is_active, feature_flags) VALUES ($1, $2, true, $3), ($4, $5, false, $3)`, [
      'phase-1',
      'Phase 1',
      JSON.stringify(DEFAULT_FLAGS),
      'phase-2',
      'Phase 2',
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${schemaSql(q)}.launch_phases`);
    await dropMessagingTables(q);
  }
}
