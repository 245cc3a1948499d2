import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type EmailStatus = 'pending' | 'sent' | 'failed';

@Entity({ name: 'email_automation_logs' })
export class EmailAutomationLogEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { name: 'user_email' }) userEmail!: string;
  @Column('text', { name: 'template_id' }) templateId!: string;
  @Column('text') status!: EmailStatus;
  @Column('timestamptz', { name: 'scheduled_at' }) scheduledAt!: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
  @Column('text', { name: 'error_message', nullable: true }) errorMessage!: string | null;
  @Column('jsonb', { name: 'user_data' }) userData!: Record<string, string | number | null>;
  @Column('int') attempts!: number;
  /** What this mail is for (one per key), so a repeated trigger never mails twice. */
  @Column('text', { name: 'dedupe_key' }) dedupeKey!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
