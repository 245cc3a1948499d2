import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Outgoing webhooks (docs/product-rules.md, "Webhooks"): a founder's endpoints, their signing
 * secrets sealed with WEBHOOK_SECRET_KEY, and one delivery per endpoint and message (the unique
 * pair makes an event redelivered by the broker a no-op).
 */
export class Webhooks1764700000000 implements MigrationInterface {
  name = 'Webhooks1764700000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.webhook_endpoints (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      url text NOT NULL,
      description text NOT NULL DEFAULT '',
      event_types text[] NOT NULL,
      sealed_secret text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text CHECK (disabled_reason IN ('manual', 'failing')),
      consecutive_failures integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX webhook_endpoints_user_idx ON ${s}.webhook_endpoints (user_id)`);
    await q.query(`CREATE TABLE ${s}.webhook_deliveries (
      id uuid PRIMARY KEY,
      endpoint_id uuid NOT NULL REFERENCES ${s}.webhook_endpoints (id) ON DELETE CASCADE,
      event_id uuid NOT NULL,
      event_type text NOT NULL,
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_response_code integer,
      last_error text,
      last_response_excerpt text,
      next_attempt_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (endpoint_id, event_id)
    )`);
    await q.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON ${s}.webhook_deliveries (endpoint_id, created_at DESC)`);
    await q.query(`CREATE INDEX webhook_deliveries_pending_idx ON ${s}.webhook_deliveries (next_attempt_at) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.webhook_deliveries`);
    await q.query(`DROP TABLE ${s}.webhook_endpoints`);
  }
}
