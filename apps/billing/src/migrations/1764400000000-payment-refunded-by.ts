import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Who refunded a payment (docs/product-rules.md, "Admin"): the admin's user id, set when an admin
 * refunds in the admin panel. Null for refunds made before this, at the provider, or by billing
 * itself (refund_reason says why then).
 */
export class PaymentRefundedBy1764400000000 implements MigrationInterface {
  name = 'PaymentRefundedBy1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${schemaSql(q)}.payments ADD COLUMN refunded_by uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${schemaSql(q)}.payments DROP COLUMN refunded_by`);
  }
}
