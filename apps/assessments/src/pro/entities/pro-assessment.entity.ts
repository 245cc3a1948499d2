import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type StoredResponse = { questionId: string; optionId: string; score: number; categoryId: string };
export type StoredCategoryScore = { categoryId: string; title: string; weight: number; score: number };

@Entity({ name: 'pro_assessments' })
export class ProAssessmentEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'bank_version' }) bankVersion!: string;
  @Column('text') status!: 'draft' | 'completed';
  @Column('jsonb', { name: 'user_info' }) userInfo!: { name: string; email: string; company: string; revenue: string; industry: string; phone: string; country?: string };
  /** In the order answered; re-answering replaces in place. */
  @Column('jsonb') responses!: StoredResponse[];
  @Column('integer', { name: 'total_score', nullable: true }) totalScore!: number | null;
  @Column('text', { name: 'readiness_level', nullable: true }) readinessLevel!: string | null;
  @Column('jsonb', { name: 'category_scores', nullable: true }) categoryScores!: StoredCategoryScore[] | null;
  @Column('text', { array: true, nullable: true }) strengths!: string[] | null;
  @Column('text', { array: true, nullable: true }) gaps!: string[] | null;
  /** Reports written for it (each an OpenAI call); metered by ProReportService. */
  @Column('integer', { name: 'report_generations', default: 0 }) reportGenerations!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @Column('timestamptz', { name: 'completed_at', nullable: true }) completedAt!: Date | null;
  /** Its anonymised copy in peer_results, while it is the user's latest (docs/product-rules.md, "Peer benchmarks"). */
  @Column('uuid', { name: 'peer_result_id', nullable: true }) peerResultId!: string | null;
}
