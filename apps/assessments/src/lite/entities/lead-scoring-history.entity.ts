import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'lead_scoring_history' })
export class LeadScoringHistoryEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { name: 'user_email' }) userEmail!: string;
  @Column('int', { name: 'score_change' }) scoreChange!: number;
  @Column('int', { name: 'previous_score' }) previousScore!: number;
  @Column('int', { name: 'new_score' }) newScore!: number;
  @Column('text', { name: 'trigger_event' }) triggerEvent!: string;
  @Column('jsonb') metadata!: object;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
