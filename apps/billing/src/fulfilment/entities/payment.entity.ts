import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** needs_review: the provider took another amount or currency than we priced; it grants nothing. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'needs_review';
/** Why billing refunded a payment by itself (an admin's or the provider's refund has none). */
export type RefundReason = 'lite20_already_used';

/** One paid charge: the first payment of a checkout or a subscription's renewal invoice. */
@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') provider!: 'stripe' | 'sandbox';
  /** The provider's payment intent (one-time) or invoice (subscription): unique per provider. */
  @Column('text', { name: 'provider_payment_id' }) providerPaymentId!: string;
  /** What a refund is made against. */
  @Column('text', { name: 'provider_payment_intent', nullable: true }) providerPaymentIntent!: string | null;
  @Column('uuid', { name: 'checkout_session_id', nullable: true }) checkoutSessionId!: string | null;
  @Column('uuid', { name: 'subscription_id', nullable: true }) subscriptionId!: string | null;
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('text') email!: string;
  @Column('text', { name: 'plan_type' }) planType!: string;
  @Column('text', { name: 'payment_type' }) paymentType!: 'one_time' | 'subscription';
  @Column('text', { nullable: true }) tool!: string | null;
  @Column('integer') amount!: number;
  /** What the provider reports; anything but SGD is held for review. */
  @Column('text') currency!: string;
  @Column('text', { name: 'discount_code', nullable: true }) discountCode!: string | null;
  @Column('text') status!: PaymentStatus;
  /** Why the payment is held for review, e.g. 'paid 100 USD, priced 15800 SGD'. */
  @Column('text', { name: 'review_reason', nullable: true }) reviewReason!: string | null;
  /**
   * The Lite assessment whose LITE20 this payment redeemed; unique, so one payment per assessment
   * holds it (docs/product-rules.md, "Coupons (LITE20)"). Null on every other payment.
   */
  @Column('uuid', { name: 'lite_assessment_id', nullable: true }) liteAssessmentId!: string | null;
  @Column('text', { name: 'refund_reason', nullable: true }) refundReason!: RefundReason | null;
  @Column('timestamptz', { name: 'paid_at', nullable: true }) paidAt!: Date | null;
  @Column('timestamptz', { name: 'refunded_at', nullable: true }) refundedAt!: Date | null;
  /** The admin who refunded it in the admin panel; null for the provider's or billing's own refunds. */
  @Column('uuid', { name: 'refunded_by', nullable: true }) refundedBy!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
