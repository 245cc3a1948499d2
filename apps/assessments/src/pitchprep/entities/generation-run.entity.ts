import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'generation_runs' })
export class GenerationRunEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'intake_id' }) intakeId!: string;
  @Column('text') status!: 'running' | 'done' | 'failed';
  @Column('integer') total!: number;
  @Column('integer') done!: number;
  @Column('text', { nullable: true }) current!: string | null;
  @Column('uuid', { name: 'output_ids', array: true }) outputIds!: string[];
  @Column('jsonb', { nullable: true }) error!: { code: string; message: string } | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
