import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * The data_rooms flag (docs/product-rules.md, "Feature flags"), on in every phase: deal rooms are
 * sold with the paid plans; the flag lets an admin take them away at once if they misbehave.
 * A phase that already names the flag keeps its value.
 */
export class DataRoomsFlag1764500000000 implements MigrationInterface {
  name = 'DataRoomsFlag1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE ${schemaSql(q)}.launch_phases SET feature_flags = feature_flags || '{"data_rooms": true}'::jsonb WHERE NOT feature_flags ? 'data_rooms'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE ${schemaSql(q)}.launch_phases SET feature_flags = feature_flags - 'data_rooms'`);
  }
}
