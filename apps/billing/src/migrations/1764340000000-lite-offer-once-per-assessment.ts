import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * LITE20 once per Lite assessment, held by the database (docs/product-rules.md, "Coupons (LITE20)"):
 * the payment that redeemed an assessment's LITE20 carries the assessment's id under a unique
 * index, so of two payments fulfilled at once only one can; the other is refunded and keeps its
 * reason. Payments made before this keep their state: the first LITE20 payment of each
 * assessment is marked as the one that redeemed it.
 */
export class LiteOfferOncePerAssessment1764340000000 implements MigrationInterface {
  name = 'LiteOfferOncePerAssessment1764340000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.payments ADD COLUMN lite_assessment_id uuid`);
    await q.query(`ALTER TABLE ${s}.payments ADD COLUMN refund_reason text CHECK (refund_reason IN ('lite20_already_used'))`);
    await q.query(`UPDATE ${s}.payments p SET lite_assessment_id = first.lite_assessment_id
      FROM (
        SELECT DISTINCT ON (c.lite_assessment_id) pay.id, c.lite_assessment_id
        FROM ${s}.payments pay JOIN ${s}.checkout_sessions c ON c.id = pay.checkout_session_id
        WHERE c.lite_assessment_id IS NOT NULL AND pay.status IN ('paid', 'refunded')
        ORDER BY c.lite_assessment_id, pay.paid_at, pay.created_at, pay.id
      ) first
      WHERE p.id = first.id`);
    await q.query(`CREATE UNIQUE INDEX payments_lite_assessment_once ON ${s}.payments (lite_assessment_id) WHERE lite_assessment_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP INDEX ${s}.payments_lite_assessment_once`);
    await q.query(`ALTER TABLE ${s}.payments DROP COLUMN refund_reason`);
    await q.query(`ALTER TABLE ${s}.payments DROP COLUMN lite_assessment_id`);
  }
}
