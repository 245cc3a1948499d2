import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'flag_audit' })
export class FlagAuditEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'actor_id' }) actorId!: string;
  @Column('text') action!: 'flags_updated' | 'phase_activated';
  @Column('text', { name: 'phase_id' }) phaseId!: string;
  @Column('jsonb') before!: Record<string, unknown>;
  @Column('jsonb') after!: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
