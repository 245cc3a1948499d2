import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { RoomDocumentSource, RoomDocumentStatus } from '@bv/contracts';

/** bigint comes back from pg as a string; sizes stay far below 2^53. */
const bigintAsNumber = { to: (v: number) => v, from: (v: string | null) => (v === null ? 0 : Number(v)) };

/**
 * An uploaded file (its original and its conversion under the room's storage prefix) or a live
 * reference to a generated output (no file: viewers see the output's latest saved version), or the
 * founder's ExitCheck Pro report (its PDF rendered by sharing and converted like an upload).
 */
@Entity({ name: 'room_documents' })
export class RoomDocumentEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'room_id' }) roomId!: string;
  @Column('uuid', { name: 'folder_id' }) folderId!: string;
  @Column('text') name!: string;
  /** By content for uploads (pdf, docx, …, '' until the upload completes); the output's type for outputs. */
  @Column('text') type!: string;
  @Column('text') source!: RoomDocumentSource;
  @Column('uuid', { name: 'output_id', nullable: true }) outputId!: string | null;
  /** Declared at the start of an upload (it reserves room space), then the stored size. */
  @Column('bigint', { transformer: bigintAsNumber }) size!: number;
  @Column('text', { nullable: true }) sha256!: string | null;
  @Column('text', { name: 'storage_key', nullable: true }) storageKey!: string | null;
  /** The multipart upload while status is uploading. */
  @Column('text', { name: 'upload_id', nullable: true }) uploadId!: string | null;
  @Column('text') status!: RoomDocumentStatus;
  @Column('text', { name: 'failure_kind', nullable: true }) failureKind!: string | null;
  @Column('text', { name: 'failure_message', nullable: true }) failureMessage!: string | null;
  @Column('integer', { name: 'page_count', nullable: true }) pageCount!: number | null;
  /** The converter's manifest (document.pdf, page images, thumbnails) once ready. */
  @Column('text', { name: 'manifest_key', nullable: true }) manifestKey!: string | null;
  @Column('integer') version!: number;
  /** For source 'report': the audit whose report the stored PDF is, its completion, score, and the change that rendered it. */
  @Column('uuid', { name: 'report_assessment_id', nullable: true }) reportAssessmentId!: string | null;
  @Column('timestamptz', { name: 'report_completed_at', nullable: true }) reportCompletedAt!: Date | null;
  @Column('integer', { name: 'report_score', nullable: true }) reportScore!: number | null;
  @Column('timestamptz', { name: 'report_changed_at', nullable: true }) reportChangedAt!: Date | null;
  @Column('integer') position!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
