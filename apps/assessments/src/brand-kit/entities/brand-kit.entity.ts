import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { FontPairId } from '@bv/domain';

/** A founder's brand kit: one row per user; the logo is the PNG we re-encoded from their upload. */
@Entity({ name: 'brand_kits' })
export class BrandKitEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'primary_colour' }) primary!: string;
  @Column('text', { name: 'accent_colour' }) accent!: string;
  @Column('text', { name: 'font_pair' }) fontPair!: FontPairId;
  @Column('bytea', { name: 'logo_png', nullable: true }) logoPng!: Buffer | null;
  @Column('integer', { name: 'logo_width', nullable: true }) logoWidth!: number | null;
  @Column('integer', { name: 'logo_height', nullable: true }) logoHeight!: number | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
