import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * After an e-mail change, the old address gets a link that puts it back: that link carries the
 * old address in `new_email` (the address it restores).
 */
export class UndoEmailChange1763900000000 implements MigrationInterface {
  name = 'UndoEmailChange1763900000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.email_tokens DROP CONSTRAINT email_tokens_change_has_address`);
    await q.query(`ALTER TABLE ${s}.email_tokens DROP CONSTRAINT email_tokens_purpose_check`);
    await q.query(`ALTER TABLE ${s}.email_tokens ADD CONSTRAINT email_tokens_purpose_check
      CHECK (purpose IN ('verify_email', 'reset_password', 'activate_account', 'change_email', 'undo_email_change'))`);
    await q.query(`ALTER TABLE ${s}.email_tokens ADD CONSTRAINT email_tokens_change_has_address
      CHECK ((purpose IN ('change_email', 'undo_email_change')) = (new_email IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DELETE FROM ${s}.email_tokens WHERE purpose = 'undo_email_change'`);
    await q.query(`ALTER TABLE ${s}.email_tokens DROP CONSTRAINT email_tokens_change_has_address`);
    await q.query(`ALTER TABLE ${s}.email_tokens DROP CONSTRAINT email_tokens_purpose_check`);
    await q.query(`ALTER TABLE ${s}.email_tokens ADD CONSTRAINT email_tokens_purpose_check
      CHECK (purpose IN ('verify_email', 'reset_password', 'activate_account', 'change_email'))`);
    await q.query(`ALTER TABLE ${s}.email_tokens ADD CONSTRAINT email_tokens_change_has_address
      CHECK ((purpose = 'change_email') = (new_email IS NOT NULL))`);
  }
}
