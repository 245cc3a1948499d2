import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PlanGoal } from '@bv/domain';

/** A founder's plan to a date: one row per user, applied to their latest completed assessment. */
@Entity({ name: 'pro_plans' })
export class ProPlanEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') goal!: PlanGoal;
  /** YYYY-MM-DD, a Singapore calendar day. */
  @Column('date', { name: 'target_date' }) targetDate!: string;
  @Column('text', { name: 'done_question_ids', array: true }) doneQuestionIds!: string[];
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
