import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { BuyerQuestionWording } from '@bv/domain';

@Entity({ name: 'pro_reports' })
export class ProReportEntity {
  @PrimaryColumn('uuid', { name: 'assessment_id' }) assessmentId!: string;
  @Column('jsonb') insights!: string[];
  /** `questionIds`: the answers each action is about; reports written before they were recorded have none. */
  @Column('jsonb', { name: 'action_plan' }) actionPlan!: { action: string; owner: string; timeframe: string; questionIds?: string[] }[];
  @Column('jsonb') recommendations!: string[];
  /** The model's wording of the result's buyer questions (null: the deterministic writer, or a report from before). */
  @Column('jsonb', { name: 'buyer_questions', nullable: true }) buyerQuestions!: BuyerQuestionWording[] | null;
  @Column('boolean', { name: 'ai_generated' }) aiGenerated!: boolean;
  @Column('timestamptz', { name: 'generated_at' }) generatedAt!: Date;
}
