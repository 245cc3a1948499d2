import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One use of a tool (a completed Pro assessment, a PitchPrep generation run) for Founder Essential's allowance. */
@Entity({ name: 'monthly_uses' })
export class MonthlyUseEntity {
  @PrimaryColumn('uuid', { name: 'ref_id' }) refId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') kind!: 'exitcheck_pro' | 'pitchprep_generation';
  @Column('timestamptz', { name: 'used_at' }) usedAt!: Date;
}
