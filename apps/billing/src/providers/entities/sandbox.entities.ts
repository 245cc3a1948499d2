import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The sandbox provider's side of a checkout: what Stripe would hold, kept apart from our records. */
@Entity({ name: 'sandbox_checkouts' })
export class SandboxCheckoutEntity {
  @PrimaryColumn('text') ref!: string;
  @Column('text') mode!: 'payment' | 'subscription';
  @Column('integer') amount!: number;
  @Column('text') state!: 'open' | 'paid' | 'canceled';
  @Column('boolean') refunded!: boolean;
  @Column('text', { name: 'customer_ref', nullable: true }) customerRef!: string | null;
  @Column('text', { name: 'subscription_ref', nullable: true }) subscriptionRef!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity({ name: 'sandbox_subscriptions' })
export class SandboxSubscriptionEntity {
  @PrimaryColumn('text') ref!: string;
  @Column('text', { name: 'customer_ref' }) customerRef!: string;
  @Column('text') status!: string;
  @Column('boolean', { name: 'cancel_at_period_end' }) cancelAtPeriodEnd!: boolean;
  @Column('timestamptz', { name: 'current_period_end' }) currentPeriodEnd!: Date;
}
