import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The first open and the first click of each mail; repeats are not counted again. */
@Entity({ name: 'email_engagements' })
export class EmailEngagementEntity {
  @PrimaryColumn('uuid', { name: 'log_id' }) logId!: string;
  @PrimaryColumn('text') kind!: 'open' | 'click';
  @Column('timestamptz', { name: 'occurred_at' }) occurredAt!: Date;
}
