import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Sharing's own copy of an output's latest saved version, fed by output.saved and output.deleted. */
@Entity({ name: 'output_snapshots' })
export class OutputSnapshotEntity {
  @PrimaryColumn('uuid', { name: 'output_id' }) outputId!: string;
  /** Null only for a tombstone (output.deleted arrived before any output.saved). */
  @Column('uuid', { name: 'owner_id', nullable: true }) ownerId!: string | null;
  @Column('text', { name: 'output_type', nullable: true }) outputType!: string | null;
  @Column('integer') version!: number;
  @Column('text') title!: string;
  @Column('jsonb', { nullable: true }) content!: unknown;
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
