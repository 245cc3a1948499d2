import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { RoomQuestionVisibility } from '@bv/contracts';

/** A question asked through a room link (docs/product-rules.md, "Deal rooms": questions). */
@Entity({ name: 'room_questions' })
export class RoomQuestionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'room_id' }) roomId!: string;
  /** The link it was asked through: an answer to the group is shown to everyone who opens this link. */
  @Column('uuid', { name: 'link_id' }) linkId!: string;
  @Column('uuid', { name: 'owner_id' }) ownerId!: string;
  @Column('uuid', { name: 'document_id' }) documentId!: string;
  @Column('integer', { nullable: true }) page!: number | null;
  @Column('text') text!: string;
  @Column('text', { name: 'asker_name', nullable: true }) askerName!: string | null;
  @Column('text', { name: 'asker_email', nullable: true }) askerEmail!: string | null;
  /** The address was verified at the link's e-mail gate; otherwise the visitor typed it. */
  @Column('boolean', { name: 'asker_verified' }) askerVerified!: boolean;
  /** The browser that asked (the visitor cookie): who "mine" is on a link without a verified e-mail. */
  @Column('uuid', { name: 'visitor_id', nullable: true }) visitorId!: string | null;
  @Column('text') status!: 'open' | 'answered';
  @Column('text', { nullable: true }) answer!: string | null;
  @Column('text', { nullable: true }) visibility!: RoomQuestionVisibility | null;
  @Column('timestamptz', { name: 'answered_at', nullable: true }) answeredAt!: Date | null;
  @Column('uuid', { name: 'faq_output_id', nullable: true }) faqOutputId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
