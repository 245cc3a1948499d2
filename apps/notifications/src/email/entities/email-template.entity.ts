import { Column, Entity, PrimaryColumn } from 'typeorm';

export type EmailCategory = 'transactional' | 'marketing';

/** The current version of each template; earlier versions live in email_template_versions. */
@Entity({ name: 'email_templates' })
export class EmailTemplateEntity {
  @PrimaryColumn('text') id!: string;
  @Column('text') name!: string;
  /** Marketing mail needs consent and carries an unsubscribe; transactional mail always goes. */
  @Column('text') category!: EmailCategory;
  @Column('text') subject!: string;
  @Column('text', { name: 'text_body' }) textBody!: string;
  @Column('text', { name: 'html_body' }) htmlBody!: string;
  @Column('int') version!: number;
  @Column('text', { name: 'content_hash', nullable: true }) contentHash!: string | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
