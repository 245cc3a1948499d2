import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** needs_review: paid with another amount or currency than we priced; nothing is granted until an admin acts. */
export type CheckoutStatus = 'open' | 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'needs_review';
export type LockedPricing = { plan_type: string; original_price: number; locked_price: number };

/** Our record of a checkout opened at a provider: who buys what, at which price, and how far it got. */
@Entity({ name: 'checkout_sessions' })
export class CheckoutSessionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') provider!: 'stripe' | 'sandbox';
  @Column('text', { name: 'provider_session_id' }) providerSessionId!: string;
  @Column('text') purpose!: 'plan' | 'test';
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('text') email!: string;
  @Column('text', { name: 'first_name', nullable: true }) firstName!: string | null;
  @Column('text', { name: 'last_name', nullable: true }) lastName!: string | null;
  @Column('text', { name: 'plan_type', nullable: true }) planType!: string | null;
  @Column('text', { name: 'payment_type' }) paymentType!: 'one_time' | 'subscription';
  @Column('text', { nullable: true }) tool!: string | null;
  /** Integer cents of SGD. */
  @Column('integer') amount!: number;
  @Column('text', { name: 'discount_code', nullable: true }) discountCode!: string | null;
  @Column('boolean', { name: 'early_bird_offer' }) earlyBirdOffer!: boolean;
  @Column('jsonb', { name: 'locked_pricing', nullable: true }) lockedPricing!: LockedPricing | null;
  /** The completed Lite assessment that earned LITE20 (its e-mail is the buyer's). */
  @Column('uuid', { name: 'lite_assessment_id', nullable: true }) liteAssessmentId!: string | null;
  @Column('text') status!: CheckoutStatus;
  @Column('text', { name: 'provider_customer_id', nullable: true }) providerCustomerId!: string | null;
  @Column('text', { name: 'provider_subscription_id', nullable: true }) providerSubscriptionId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
