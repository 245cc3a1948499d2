import { Column, Entity, PrimaryColumn } from 'typeorm';

export type AiRunKind = 'pitchprep_generation' | 'pro_report';

/** One AI-written run (its id is the key), for the daily ceiling of docs/product-rules.md, "AI generation limits". */
@Entity({ name: 'ai_daily_uses' })
export class AiDailyUseEntity {
  @PrimaryColumn('uuid', { name: 'ref_id' }) refId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') kind!: AiRunKind;
  @Column('timestamptz', { name: 'used_at' }) usedAt!: Date;
}
