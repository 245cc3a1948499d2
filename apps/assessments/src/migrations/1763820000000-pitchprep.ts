import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/** PitchPrep: intake drafts, generation runs, outputs and every saved version of them. */
export class PitchPrep1763820000000 implements MigrationInterface {
  name = 'PitchPrep1763820000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.pitch_intakes (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      status text NOT NULL CHECK (status IN ('draft', 'submitted')),
      track text NOT NULL CHECK (track IN ('fundraising', 'exit')),
      intake jsonb NOT NULL,
      step integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX pitch_intakes_one_draft ON ${s}.pitch_intakes (user_id) WHERE status = 'draft'`);
    await q.query(`CREATE TABLE ${s}.generation_runs (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      intake_id uuid NOT NULL REFERENCES ${s}.pitch_intakes (id),
      status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
      total integer NOT NULL,
      done integer NOT NULL DEFAULT 0,
      current text,
      output_ids uuid[] NOT NULL DEFAULT '{}',
      error jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}.pitchprep_outputs (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      intake_id uuid NOT NULL REFERENCES ${s}.pitch_intakes (id),
      output_type text NOT NULL,
      track text NOT NULL,
      title text NOT NULL,
      version integer NOT NULL,
      content jsonb NOT NULL,
      ai_generated boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    )`);
    await q.query(`CREATE INDEX pitchprep_outputs_user_idx ON ${s}.pitchprep_outputs (user_id, updated_at DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE TABLE ${s}.pitchprep_output_versions (
      output_id uuid NOT NULL REFERENCES ${s}.pitchprep_outputs (id),
      version integer NOT NULL,
      title text NOT NULL,
      content jsonb NOT NULL,
      note text NOT NULL,
      saved_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (output_id, version)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    for (const table of ['pitchprep_output_versions', 'pitchprep_outputs', 'generation_runs', 'pitch_intakes']) await q.query(`DROP TABLE ${s}.${table}`);
  }
}
