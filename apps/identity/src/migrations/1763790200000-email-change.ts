import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/** E-mail links that change the address carry the new address until they are opened. */
export class EmailChange1763790200000 implements MigrationInterface {
  name = 'EmailChange1763790200000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.email_tokens ADD COLUMN new_email text`);
    await q.query(`ALTER TABLE ${s}.email_tokens DROP CONSTRAINT email_tokens_purpose_check`);
    await q.query(`ALTER TABLE ${s}.email_tokens ADD CONSTRAINT email_tokens_purpose_check
      CHECK (purpose IN ('verify_email', 'reset_password', 'activate_account', 'change_email'))`);
    await q.query(`ALTER TABLE ${s}.email_tokens ADD CONSTRAINT email_tokens_change_has_address
      CHECK ((purpose = 'change_email') = (new_email IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DELETE FROM ${s}.email_tokens WHERE purpose = 'change_email'`);
    await q.query(`ALTER TABLE ${s}.email_tokens DROP CONSTRAINT email_tokens_change_has_address`);
    await q.query(`ALTER TABLE ${s}.email_tokens DROP CONSTRAINT email_tokens_purpose_check`);
    await q.query(`ALTER TABLE ${s}.email_tokens ADD CONSTRAINT email_tokens_purpose_check
      CHECK (purpose IN ('verify_email', 'reset_password', 'activate_account'))`);
    await q.query(`ALTER TABLE ${s}.email_tokens DROP COLUMN new_email`);
  }
}
