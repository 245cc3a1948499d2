import { quoteSchema } from './names';

/** DDL for the outbox and inbox tables; each service's first migration creates them in its schema. */
export function createOutboxTableSql(schema: string): string[] {
  const s = quoteSchema(schema);
  return [
    `CREATE TABLE ${s}.outbox (
      id uuid PRIMARY KEY,
      type text NOT NULL,
      envelope jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text
    )`,
    `CREATE INDEX outbox_unpublished_idx ON ${s}.outbox (created_at) WHERE published_at IS NULL`,
  ];
}

export function createInboxTableSql(schema: string): string[] {
  const s = quoteSchema(schema);
  return [
    `CREATE TABLE ${s}.inbox (
      event_id uuid PRIMARY KEY,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`,
  ];
}

export function dropMessagingTablesSql(schema: string): string[] {
  const s = quoteSchema(schema);
  return [`DROP TABLE IF EXISTS ${s}.inbox`, `DROP TABLE IF EXISTS ${s}.outbox`];
}
