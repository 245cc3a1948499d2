import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DeviceClass } from '@bv/contracts';

/** One counted view: when, what kind of device, the country if the edge told us. No address. */
@Entity({ name: 'share_views' })
export class ShareViewEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'share_id' }) shareId!: string;
  @Column('timestamptz', { name: 'viewed_at' }) viewedAt!: Date;
  @Column('text', { name: 'device_class' }) deviceClass!: DeviceClass;
  @Column('text', { nullable: true }) country!: string | null;
}
