import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Every version a template has had, so a sent mail can be traced to the words it used. */
@Entity({ name: 'email_template_versions' })
export class EmailTemplateVersionEntity {
  @PrimaryColumn('text', { name: 'template_id' }) templateId!: string;
  @PrimaryColumn('int') version!: number;
  @Column('text') subject!: string;
  @Column('text', { name: 'text_body' }) textBody!: string;
  @Column('text', { name: 'html_body' }) htmlBody!: string;
  @Column('text', { name: 'content_hash' }) contentHash!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
