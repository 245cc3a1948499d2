import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A room document that proves a data-room checklist item (docs/product-rules.md, "Evidence-linked readiness"). */
@Entity({ name: 'room_document_evidence' })
export class RoomDocumentEvidenceEntity {
  @PrimaryColumn('uuid', { name: 'room_id' }) roomId!: string;
  /** The item's category and name as a key (checklistItemKey in @bv/domain). */
  @PrimaryColumn('text', { name: 'item_key' }) itemKey!: string;
  @Column('uuid', { name: 'document_id' }) documentId!: string;
  @Column('uuid', { name: 'owner_id' }) ownerId!: string;
  @Column('timestamptz', { name: 'linked_at' }) linkedAt!: Date;
}
