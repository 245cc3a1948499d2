import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { EmailLogStatus } from '@bv/contracts';

export type EmailStatus = EmailLogStatus;

@Entity({ name: 'email_automation_logs' })
export class EmailAutomationLogEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { name: 'user_email' }) userEmail!: string;
  @Column('text', { name: 'template_id' }) templateId!: string;
  @Column('text') status!: EmailStatus;
  @Column('timestamptz', { name: 'scheduled_at' }) scheduledAt!: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
  /** Why it did not go out: the last delivery error, or why it was cancelled. */
  @Column('text', { name: 'error_message', nullable: true }) errorMessage!: string | null;
  @Column('jsonb', { name: 'user_data' }) userData!: Record<string, string | number | null>;
  @Column('int') attempts!: number;
  /** What this mail is for (one per key), so a repeated trigger never mails twice. */
  @Column('text', { name: 'dedupe_key' }) dedupeKey!: string;
  /** The sequence and step this mail belongs to; null for single mails. */
  @Column('text', { name: 'trigger_type', nullable: true }) triggerType!: string | null;
  @Column('int', { nullable: true }) step!: number | null;
  /** The template version it was rendered with, once sent. */
  @Column('int', { name: 'template_version', nullable: true }) templateVersion!: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
