import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Questions asked in a room link's viewer (docs/product-rules.md, "Deal rooms": questions). A
 * question belongs to the link it was asked through (the group that may see an answer shared with
 * it) and goes with the link's room; a deleted document takes its questions with it.
 */
export class RoomQuestions1765100000000 implements MigrationInterface {
  name = 'RoomQuestions1765100000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.room_questions (
      id uuid PRIMARY KEY,
      room_id uuid NOT NULL REFERENCES ${s}.rooms (id) ON DELETE CASCADE,
      link_id uuid NOT NULL REFERENCES ${s}.room_links (id) ON DELETE CASCADE,
      owner_id uuid NOT NULL,
      document_id uuid NOT NULL REFERENCES ${s}.room_documents (id) ON DELETE CASCADE,
      page integer CHECK (page > 0),
      text text NOT NULL,
      asker_name text,
      asker_email text,
      asker_verified boolean NOT NULL,
      visitor_id uuid,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
      answer text,
      visibility text CHECK (visibility IN ('private', 'group')),
      answered_at timestamptz,
      faq_output_id uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX room_questions_room_idx ON ${s}.room_questions (room_id, created_at DESC)`);
    await q.query(`CREATE INDEX room_questions_link_document_idx ON ${s}.room_questions (link_id, document_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${schemaSql(q)}.room_questions`);
  }
}
