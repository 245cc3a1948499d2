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
  /** Its anonymised copy in peer_results, while it is the latest of this e-mail and tool (docs/product-rules.md, "Peer benchmarks"). */
  @Column('uuid', { name: 'peer_result_id', nullable: true }) peerResultId!: string | null;
}
