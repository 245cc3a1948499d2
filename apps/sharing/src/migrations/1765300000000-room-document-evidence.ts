import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Checklist evidence (docs/product-rules.md, "Evidence-linked readiness"): at most one room
 * document per checklist item and room. Deleting the document (or its folder or room) deletes
 * its links with it.
 */
export class RoomDocumentEvidence1765300000000 implements MigrationInterface {
  name = 'RoomDocumentEvidence1765300000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.room_document_evidence (
      room_id uuid NOT NULL REFERENCES ${s}.rooms (id) ON DELETE CASCADE,
      item_key text NOT NULL CHECK (item_key ~ '^[a-z0-9-]{3,160}$'),
      document_id uuid NOT NULL REFERENCES ${s}.room_documents (id) ON DELETE CASCADE,
      owner_id uuid NOT NULL,
      linked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (room_id, item_key)
    )`);
    await q.query(`CREATE INDEX room_document_evidence_document ON ${s}.room_document_evidence (document_id)`);
    await q.query(`CREATE INDEX room_document_evidence_owner ON ${s}.room_document_evidence (owner_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${schemaSql(q)}.room_document_evidence`);
  }
}
