import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The local mailbox: where mail goes when no SMTP server is configured. */
@Entity({ name: 'mailbox' })
export class MailboxMessageEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'log_id' }) logId!: string;
  @Column('text', { name: 'to_address' }) toAddress!: string;
  @Column('text', { name: 'from_address' }) fromAddress!: string;
  @Column('text') subject!: string;
  @Column('text', { name: 'text_body' }) textBody!: string;
  @Column('text', { name: 'html_body' }) htmlBody!: string;
  @Column('text', { name: 'message_id' }) messageId!: string;
  /** Extra headers as sent (List-Unsubscribe and friends). */
  @Column('jsonb') headers!: Record<string, string>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
