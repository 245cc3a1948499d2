import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What billing says a founder holds (entitlement.changed), for the rooms' plan limits; stale versions are dropped. */
@Entity({ name: 'room_entitlements' })
export class RoomEntitlementEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('integer') version!: number;
  @Column('text', { array: true }) tools!: string[];
  @Column('boolean') unlimited!: boolean;
  @Column('integer', { name: 'monthly_allowance', nullable: true }) monthlyAllowance!: number | null;
  @Column('timestamptz', { name: 'valid_until', nullable: true }) validUntil!: Date | null;
}
