import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Sequences (steps as logged mail with a trigger and step number), template versions and
 * categories, consent (suppressions), open/click engagement, launch sign-ups, and the read
 * models the mail needs from other services' events (recipients, purchases, early-bird holders).
 */
export class SequencesConsentLaunch1763790100000 implements MigrationInterface {
  name = 'SequencesConsentLaunch1763790100000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.email_templates
      ADD COLUMN category text NOT NULL DEFAULT 'transactional' CHECK (category IN ('transactional', 'marketing')),
      ADD COLUMN content_hash text,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE TABLE ${s}.email_template_versions (
      template_id text NOT NULL REFERENCES ${s}.email_templates (id),
      version integer NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      content_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (template_id, version)
    )`);

    await q.query(`ALTER TABLE ${s}.email_automation_logs DROP CONSTRAINT email_automation_logs_status_check`);
    await q.query(`ALTER TABLE ${s}.email_automation_logs
      ADD CONSTRAINT email_automation_logs_status_check CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
      ADD COLUMN trigger_type text,
      ADD COLUMN step integer,
      ADD COLUMN template_version integer`);
    await q.query(`CREATE INDEX email_logs_created_idx ON ${s}.email_automation_logs (created_at DESC)`);
    await q.query(`CREATE INDEX email_logs_status_created_idx ON ${s}.email_automation_logs (status, created_at DESC)`);

    await q.query(`ALTER TABLE ${s}.mailbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`CREATE INDEX mailbox_created_idx ON ${s}.mailbox (created_at DESC)`);

    await q.query(`CREATE TABLE ${s}.email_suppressions (
      email text PRIMARY KEY,
      reason text NOT NULL CHECK (reason IN ('unsubscribed', 'admin')),
      source text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}.email_engagements (
      log_id uuid NOT NULL REFERENCES ${s}.email_automation_logs (id),
      kind text NOT NULL CHECK (kind IN ('open', 'click')),
      occurred_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (log_id, kind)
    )`);
    await q.query(`CREATE TABLE ${s}.launch_signups (
      id uuid PRIMARY KEY,
      email text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}.recipients (
      user_id uuid PRIMARY KEY,
      email text NOT NULL,
      name text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}.customer_purchases (
      payment_id uuid NOT NULL,
      email text NOT NULL,
      plan_type text NOT NULL,
      paid_at timestamptz NOT NULL,
      PRIMARY KEY (payment_id, email)
    )`);
    await q.query(`CREATE INDEX customer_purchases_email_idx ON ${s}.customer_purchases (email)`);
    await q.query(`CREATE TABLE ${s}.early_bird_holders (
      email text PRIMARY KEY,
      user_id uuid NOT NULL,
      founder_plus_cents integer NOT NULL,
      elite_monthly_cents integer NOT NULL,
      granted_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    for (const table of ['early_bird_holders', 'customer_purchases', 'recipients', 'launch_signups', 'email_engagements', 'email_suppressions', 'email_template_versions']) {
      await q.query(`DROP TABLE ${s}.${table}`);
    }
    await q.query(`DROP INDEX ${s}.mailbox_created_idx`);
    await q.query(`ALTER TABLE ${s}.mailbox DROP COLUMN headers`);
    await q.query(`DROP INDEX ${s}.email_logs_status_created_idx`);
    await q.query(`DROP INDEX ${s}.email_logs_created_idx`);
    await q.query(`DELETE FROM ${s}.email_automation_logs WHERE status = 'cancelled'`);
    await q.query(`ALTER TABLE ${s}.email_automation_logs
      DROP CONSTRAINT email_automation_logs_status_check,
      DROP COLUMN trigger_type,
      DROP COLUMN step,
      DROP COLUMN template_version`);
    await q.query(`ALTER TABLE ${s}.email_automation_logs ADD CONSTRAINT email_automation_logs_status_check CHECK (status IN ('pending', 'sent', 'failed'))`);
    await q.query(`ALTER TABLE ${s}.email_templates DROP COLUMN category, DROP COLUMN content_hash, DROP COLUMN updated_at`);
  }
}
