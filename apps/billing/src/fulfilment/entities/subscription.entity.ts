import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Our copy of a provider subscription, refreshed from the provider on every event about it. */
@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') provider!: 'stripe' | 'sandbox';
  @Column('text', { name: 'provider_subscription_id' }) providerSubscriptionId!: string;
  @Column('uuid', { name: 'checkout_session_id' }) checkoutSessionId!: string;
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('text') email!: string;
  @Column('text', { name: 'plan_type' }) planType!: string;
  @Column('text') status!: string;
  @Column('boolean', { name: 'cancel_at_period_end' }) cancelAtPeriodEnd!: boolean;
  @Column('timestamptz', { name: 'current_period_end', nullable: true }) currentPeriodEnd!: Date | null;
  @Column('text', { name: 'provider_customer_id', nullable: true }) providerCustomerId!: string | null;
  /** Set when one of its payments was refunded: access ends at once, whatever the provider says. */
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
