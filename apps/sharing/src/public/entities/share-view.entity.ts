import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DeviceClass } from '@bv/contracts';

/** One counted view: when, what kind of device, the country if the edge told us, and how it was read. No IP address. */
@Entity({ name: 'share_views' })
export class ShareViewEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'share_id' }) shareId!: string;
  @Column('timestamptz', { name: 'viewed_at' }) viewedAt!: Date;
  @Column('text', { name: 'device_class' }) deviceClass!: DeviceClass;
  @Column('text', { nullable: true }) country!: string | null;
  /** The browser's random first-party id (cookie), so a reload within 30 minutes is the same view. */
  @Column('uuid', { name: 'visitor_id', nullable: true }) visitorId!: string | null;
  /** The address typed at the link's e-mail gate. */
  @Column('text', { name: 'viewer_email', nullable: true }) viewerEmail!: string | null;
  @Column('timestamptz', { name: 'last_seen_at' }) lastSeenAt!: Date;
  @Column('integer', { name: 'engaged_ms' }) engagedMs!: number;
  @Column('integer', { name: 'section_count', nullable: true }) sectionCount!: number | null;
  @Column('integer', { name: 'furthest_section', nullable: true }) furthestSection!: number | null;
  /** The output's version the visitor was shown (null for views recorded before it was kept). */
  @Column('integer', { name: 'output_version', nullable: true }) outputVersion!: number | null;
}
