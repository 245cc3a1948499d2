import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LockedPricing } from '../../checkout/entities/checkout-session.entity';

/** docs/product-rules.md, "Launch phases and early-bird price locks": a Phase 2 purchase made at an early-bird locked price. */
@Entity({ name: 'early_bird_conversions' })
export class EarlyBirdConversionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'payment_id' }) paymentId!: string;
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('text', { name: 'user_email' }) userEmail!: string;
  @Column('timestamptz', { name: 'conversion_date' }) conversionDate!: Date;
  @Column('jsonb', { name: 'locked_pricing' }) lockedPricing!: LockedPricing;
  @Column('numeric', { name: 'savings_amount', precision: 10, scale: 2 }) savingsAmount!: string;
}
