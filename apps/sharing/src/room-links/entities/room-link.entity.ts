import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A capability link to a deal room (docs/product-rules.md, "Deal rooms": room links). Like a
 * share, the token is kept only as its SHA-256 and sealed for the owner's "copy link".
 */
@Entity({ name: 'room_links' })
export class RoomLinkEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'room_id' }) roomId!: string;
  @Column('uuid', { name: 'owner_id' }) ownerId!: string;
  /** The founder's name for the link ("Buyer A"); visitors never see it. */
  @Column('text') title!: string;
  @Column('bytea', { name: 'token_hash' }) tokenHash!: Buffer;
  @Column('text', { name: 'token_sealed' }) tokenSealed!: string;
  /** The folders the link opens; null opens every folder, those added later too. */
  @Column('uuid', { name: 'folder_ids', array: true, nullable: true }) folderIds!: string[] | null;
  /** Documents whose original file may be downloaded; every other document is view-only. */
  @Column('uuid', { name: 'downloadable_document_ids', array: true }) downloadableDocumentIds!: string[];
  /** Folders whose every document may be downloaded (a group's per-folder permission); the link's other folders are view-only. */
  @Column('uuid', { name: 'downloadable_folder_ids', array: true }) downloadableFolderIds!: string[];
  @Column('timestamptz', { name: 'expires_at', nullable: true }) expiresAt!: Date | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  /** Visitors verify an e-mail address by a one-time code first; allowedViewers (addresses, `@domains`) narrows who. */
  @Column('boolean', { name: 'require_email' }) requireEmail!: boolean;
  @Column('text', { name: 'allowed_viewers', array: true }) allowedViewers!: string[];
  /** Page images show, and downloaded PDFs carry, the reader's address (or name) and the time. */
  @Column('boolean') watermark!: boolean;
  /** The agreement version visitors must accept (room_link_agreements); null: none. */
  @Column('integer', { name: 'agreement_version', nullable: true }) agreementVersion!: number | null;
  @Column('integer', { name: 'view_count' }) viewCount!: number;
  @Column('timestamptz', { name: 'last_viewed_at', nullable: true }) lastViewedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
