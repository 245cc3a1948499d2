import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMessagingTables, dropMessagingTables, schemaSql } from '@bv/service-kit';
import { LITE_EMAIL_TEMPLATES } from './seed/1763780100000-lite-email-templates';

export class EmailDelivery1763780100000 implements MigrationInterface {
  name = 'EmailDelivery1763780100000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await createMessagingTables(q);
    await q.query(`CREATE TABLE ${s}.email_templates (
      id text PRIMARY KEY,
      name text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      version integer NOT NULL DEFAULT 1
    )`);
    await q.query(`CREATE TABLE ${s}.email_automation_logs (
      id uuid PRIMARY KEY,
      user_email text NOT NULL,
      template_id text NOT NULL REFERENCES ${s}.email_templates (id),
      status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
      scheduled_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      error_message text,
      user_data jsonb NOT NULL DEFAULT '{}',
      attempts integer NOT NULL DEFAULT 0,
      dedupe_key text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX email_logs_pending_idx ON ${s}.email_automation_logs (scheduled_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX email_logs_email_idx ON ${s}.email_automation_logs (user_email)`);
    await q.query(`CREATE TABLE ${s}.mailbox (
      id uuid PRIMARY KEY,
      log_id uuid NOT NULL UNIQUE REFERENCES ${s}.email_automation_logs (id),
      to_address text NOT NULL,
      from_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      message_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    for (const t of LITE_EMAIL_TEMPLATES) {
      await q.query(`INSERT INTO ${s}.email_templates (id, name, subject, text_body, html_body, version) VALUES ($1, $2, $3, $4, $5, 1)`, [
        t.id,
        t.name,
        t.subject,
        t.textBody,
        t.htmlBody,
      ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.mailbox`);
    await q.query(`DROP TABLE ${s}.email_automation_logs`);
    await q.query(`DROP TABLE ${s}.email_templates`);
    await dropMessagingTables(q);
  }
}
