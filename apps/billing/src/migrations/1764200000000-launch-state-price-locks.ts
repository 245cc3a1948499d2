import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Billing's own read models of what it prices by (issue 19): the active launch phase and its
 * flags (from flags.changed) and each buyer's early-bird price lock (from early_bird.granted and
 * early_bird.revoked). A revoked lock keeps its row with `revoked_at`, so a grant or revocation
 * that arrives late cannot undo a newer one. Locks granted before this migration are not
 * copied from identity: no deployment held any when it was written.
 */
export class LaunchStatePriceLocks1764200000000 implements MigrationInterface {
  name = 'LaunchStatePriceLocks1764200000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.launch_state (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      phase_id text NOT NULL,
      flags jsonb NOT NULL,
      version integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}.price_locks (
      user_id uuid PRIMARY KEY,
      granted_at timestamptz,
      expires_at timestamptz,
      founder_plus_cents integer CHECK (founder_plus_cents > 0),
      elite_monthly_cents integer CHECK (elite_monthly_cents > 0),
      revoked_at timestamptz,
      CHECK (granted_at IS NOT NULL OR revoked_at IS NOT NULL)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.price_locks`);
    await q.query(`DROP TABLE ${s}.launch_state`);
  }
}
