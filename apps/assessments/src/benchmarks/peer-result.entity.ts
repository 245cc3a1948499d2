import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One anonymised result (docs/product-rules.md, "Peer benchmarks"): a random id, never the assessment's or the person's. */
@Entity({ name: 'peer_results' })
export class PeerResultEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') kind!: 'lite' | 'pro';
  @Column('text', { name: 'tool_type' }) toolType!: string;
  @Column('integer', { name: 'total_score' }) totalScore!: number;
  @Column('integer', { name: 'max_score' }) maxScore!: number;
  /** Pro only: each category's 0–10 score, by category id. */
  @Column('jsonb', { name: 'category_scores', nullable: true }) categoryScores!: Record<string, number> | null;
  @Column('text', { nullable: true }) industry!: string | null;
  @Column('text', { name: 'revenue_band', nullable: true }) revenueBand!: string | null;
  @Column('text', { nullable: true }) country!: string | null;
  /** The day only (YYYY-MM-DD): a time of day would help re-identify a result. */
  @Column('date', { name: 'completed_on' }) completedOn!: string;
}
