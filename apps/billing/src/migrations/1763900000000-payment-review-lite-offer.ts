import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * A checkout the provider reports paid with another amount or currency than we priced is held
 * for review (`needs_review`, with the reason on its payment row) instead of granting access;
 * a LITE20 checkout records the Lite assessment that earned the code.
 */
export class PaymentReviewLiteOffer1763900000000 implements MigrationInterface {
  name = 'PaymentReviewLiteOffer1763900000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.checkout_sessions DROP CONSTRAINT checkout_sessions_status_check`);
    await q.query(`ALTER TABLE ${s}.checkout_sessions ADD CONSTRAINT checkout_sessions_status_check
      CHECK (status IN ('open', 'pending', 'paid', 'failed', 'expired', 'refunded', 'needs_review'))`);
    await q.query(`ALTER TABLE ${s}.checkout_sessions ADD COLUMN lite_assessment_id uuid`);
    await q.query(`CREATE INDEX checkout_sessions_lite_assessment_idx ON ${s}.checkout_sessions (lite_assessment_id) WHERE lite_assessment_id IS NOT NULL`);
    await q.query(`ALTER TABLE ${s}.payments DROP CONSTRAINT payments_status_check`);
    await q.query(`ALTER TABLE ${s}.payments ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'paid', 'failed', 'refunded', 'needs_review'))`);
    await q.query(`ALTER TABLE ${s}.payments ADD COLUMN review_reason text`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.payments DROP COLUMN review_reason`);
    await q.query(`ALTER TABLE ${s}.payments DROP CONSTRAINT payments_status_check`);
    await q.query(`ALTER TABLE ${s}.payments ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'paid', 'failed', 'refunded'))`);
    await q.query(`DROP INDEX ${s}.checkout_sessions_lite_assessment_idx`);
    await q.query(`ALTER TABLE ${s}.checkout_sessions DROP COLUMN lite_assessment_id`);
    await q.query(`ALTER TABLE ${s}.checkout_sessions DROP CONSTRAINT checkout_sessions_status_check`);
    await q.query(`ALTER TABLE ${s}.checkout_sessions ADD CONSTRAINT checkout_sessions_status_check
      CHECK (status IN ('open', 'pending', 'paid', 'failed', 'expired', 'refunded'))`);
  }
}
