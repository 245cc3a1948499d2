import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type SuppressionReason = 'unsubscribed' | 'admin';

/** An address that gets no marketing mail (transactional mail still goes). */
@Entity({ name: 'email_suppressions' })
export class EmailSuppressionEntity {
  @PrimaryColumn('text') email!: string;
  @Column('text') reason!: SuppressionReason;
  /** Where it came from: one-click, unsubscribe page, preferences, admin. */
  @Column('text') source!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
