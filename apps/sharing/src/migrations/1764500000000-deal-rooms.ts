import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/** Deal rooms, their folders and documents, and the entitlements their plan limits read (docs/product-rules.md, "Deal rooms"). */
export class DealRooms1764500000000 implements MigrationInterface {
  name = 'DealRooms1764500000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.rooms (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      name text NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('exit', 'raise')),
      description text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX rooms_owner_idx ON ${s}.rooms (owner_id, created_at)`);
    await q.query(`CREATE TABLE ${s}.room_folders (
      id uuid PRIMARY KEY,
      room_id uuid NOT NULL REFERENCES ${s}.rooms (id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      position integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX room_folders_room_idx ON ${s}.room_folders (room_id, position)`);
    await q.query(`CREATE TABLE ${s}.room_documents (
      id uuid PRIMARY KEY,
      room_id uuid NOT NULL REFERENCES ${s}.rooms (id) ON DELETE CASCADE,
      folder_id uuid NOT NULL REFERENCES ${s}.room_folders (id) ON DELETE CASCADE,
      name text NOT NULL,
      type text NOT NULL,
      source text NOT NULL CHECK (source IN ('upload', 'output')),
      output_id uuid,
      size bigint NOT NULL CHECK (size >= 0),
      sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      storage_key text,
      upload_id text,
      status text NOT NULL CHECK (status IN ('uploading', 'converting', 'ready', 'failed')),
      failure_kind text,
      failure_message text,
      page_count integer,
      manifest_key text,
      version integer NOT NULL CHECK (version > 0),
      position integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((source = 'output') = (output_id IS NOT NULL))
    )`);
    await q.query(`CREATE INDEX room_documents_room_idx ON ${s}.room_documents (room_id, folder_id, position)`);
    await q.query(`CREATE INDEX room_documents_converting_idx ON ${s}.room_documents (status) WHERE status = 'converting'`);
    await q.query(`CREATE TABLE ${s}.room_entitlements (
      user_id uuid PRIMARY KEY,
      version integer NOT NULL,
      tools text[] NOT NULL,
      unlimited boolean NOT NULL,
      monthly_allowance integer,
      valid_until timestamptz
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.room_entitlements`);
    await q.query(`DROP TABLE ${s}.room_documents`);
    await q.query(`DROP TABLE ${s}.room_folders`);
    await q.query(`DROP TABLE ${s}.rooms`);
  }
}
