import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PitchIntake } from '@bv/domain';

/** One open draft per user; it becomes `submitted` when outputs are generated from it. */
@Entity({ name: 'pitch_intakes' })
export class PitchIntakeEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') status!: 'draft' | 'submitted';
  @Column('text') track!: 'fundraising' | 'exit';
  @Column('jsonb') intake!: PitchIntake;
  @Column('integer') step!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
