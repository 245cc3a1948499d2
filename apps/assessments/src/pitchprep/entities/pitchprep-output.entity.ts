import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { OutputContent, OutputType, PitchTrack } from '@bv/domain';

/** The current version of an output; every version (this one included) is in pitchprep_output_versions. */
@Entity({ name: 'pitchprep_outputs' })
export class PitchPrepOutputEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'intake_id' }) intakeId!: string;
  @Column('text', { name: 'output_type' }) outputType!: OutputType;
  @Column('text') track!: PitchTrack;
  @Column('text') title!: string;
  @Column('integer') version!: number;
  @Column('jsonb') content!: OutputContent;
  @Column('boolean', { name: 'ai_generated' }) aiGenerated!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
}

@Entity({ name: 'pitchprep_output_versions' })
export class PitchPrepOutputVersionEntity {
  @PrimaryColumn('uuid', { name: 'output_id' }) outputId!: string;
  @PrimaryColumn('integer') version!: number;
  @Column('text') title!: string;
  @Column('jsonb') content!: OutputContent;
  @Column('text') note!: string;
  @Column('timestamptz', { name: 'saved_at' }) savedAt!: Date;
}
