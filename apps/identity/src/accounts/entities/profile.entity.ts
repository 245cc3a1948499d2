import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type PriceLockBenefits = {
  granted_at: string;
  founder_plus_locked_price: number;
  elite_monthly_locked_price: number;
  /** The qualifying purchases that hold the lock; a refund of the last one revokes it. Absent on locks granted before refunds were tracked. */
  payment_ids?: string[];
};

@Entity({ name: 'profiles' })
export class ProfileEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('boolean', { name: 'early_bird_eligible' }) earlyBirdEligible!: boolean;
  @Column('jsonb', { name: 'price_lock_benefits', nullable: true }) priceLockBenefits!: PriceLockBenefits | null;
  @Column('text', { nullable: true }) company!: string | null;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { nullable: true }) industry!: string | null;
  @Column('text', { nullable: true }) revenue!: string | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
