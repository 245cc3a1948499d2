import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'email_templates' })
export class EmailTemplateEntity {
  @PrimaryColumn('text') id!: string;
  @Column('text') name!: string;
  @Column('text') subject!: string;
  @Column('text', { name: 'text_body' }) textBody!: string;
  @Column('text', { name: 'html_body' }) htmlBody!: string;
  @Column('int') version!: number;
}
