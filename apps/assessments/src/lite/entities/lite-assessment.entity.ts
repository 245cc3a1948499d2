import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'lite_assessments' })
export class LiteAssessmentEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { name: 'user_email' }) userEmail!: string;
  @Column('text', { name: 'tool_type' }) toolType!: string;
  /** The answers plus the e-mail and name given, as the spec's `responses` object. */
  @Column('jsonb') responses!: object;
  @Column('int') score!: number;
  @Column('text', { name: 'score_label' }) scoreLabel!: string;
  @Column('text') tier!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
