import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Purchases seen on payment.paid, under the paying and the account address: a buyer gets no more sales mail. */
@Entity({ name: 'customer_purchases' })
export class CustomerPurchaseEntity {
  @PrimaryColumn('uuid', { name: 'payment_id' }) paymentId!: string;
  @PrimaryColumn('text') email!: string;
  @Column('text', { name: 'plan_type' }) planType!: string;
  @Column('timestamptz', { name: 'paid_at' }) paidAt!: Date;
}
