import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The last entitlement published for a user; `version` rises with every change. */
@Entity({ name: 'entitlements' })
export class EntitlementEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('integer') version!: number;
  @Column('text', { array: true }) tools!: string[];
  @Column('boolean') unlimited!: boolean;
  @Column('integer', { name: 'monthly_allowance', nullable: true }) monthlyAllowance!: number | null;
  @Column('timestamptz', { name: 'valid_until', nullable: true }) validUntil!: Date | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
