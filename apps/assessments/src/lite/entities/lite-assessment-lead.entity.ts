import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'lite_assessment_leads' })
export class LiteAssessmentLeadEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'tool_used' }) toolUsed!: string;
  @Column('int') score!: number;
  @Column('text', { name: 'score_label' }) scoreLabel!: string;
  @Column('uuid', { name: 'assessment_id' }) assessmentId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
