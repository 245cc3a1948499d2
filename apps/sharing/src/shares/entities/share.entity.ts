import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { OutputSnapshotEntity } from '../../snapshots/entities/output-snapshot.entity';

/** A capability link to one output. The token itself is never stored in the clear. */
@Entity({ name: 'shares' })
export class ShareEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'owner_id' }) ownerId!: string;
  @Column('uuid', { name: 'output_id' }) outputId!: string;
  @Column('text') title!: string;
  @Column('text', { nullable: true }) description!: string | null;
  /** SHA-256 of the token: what a visitor's link is looked up by. */
  @Column('bytea', { name: 'token_hash' }) tokenHash!: Buffer;
  /** AES-256-GCM of the token under SHARE_TOKEN_KEY, for the owner's "copy link". */
  @Column('text', { name: 'token_sealed' }) tokenSealed!: string;
  /** Argon2id; null when the link needs no password. */
  @Column('text', { name: 'password_hash', nullable: true }) passwordHash!: string | null;
  /** Rises with every password change, so grants earned with the old password stop working. */
  @Column('integer', { name: 'password_version' }) passwordVersion!: number;
  @Column('timestamptz', { name: 'expires_at', nullable: true }) expiresAt!: Date | null;
  @Column('integer', { name: 'max_views', nullable: true }) maxViews!: number | null;
  @Column('integer', { name: 'view_count' }) viewCount!: number;
  @Column('timestamptz', { name: 'last_viewed_at', nullable: true }) lastViewedAt!: Date | null;
  @Column('boolean', { name: 'is_public' }) isPublic!: boolean;
  @Column('boolean', { name: 'notify_on_view' }) notifyOnView!: boolean;
  /** Visitors type their e-mail before viewing. */
  @Column('boolean', { name: 'require_email' }) requireEmail!: boolean;
  /** Lower-case addresses (`jane@fund.sg`) and domains (`@fund.sg`); empty lets any address through the gate. */
  @Column('text', { name: 'allowed_viewers', array: true }) allowedViewers!: string[];
  @Column('boolean', { name: 'allow_download' }) allowDownload!: boolean;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  @Column('uuid', { name: 'revoked_by', nullable: true }) revokedBy!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  /** Filled only where a query joins it (the public lookup), never a column. */
  snapshot?: Pick<OutputSnapshotEntity, 'outputId' | 'deletedAt' | 'title'> | null;
}
