import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type ReportJobStatus = 'queued' | 'writing' | 'done' | 'failed';

/** One request for a report, written in the background; the page polls it. */
@Entity({ name: 'pro_report_jobs' })
export class ProReportJobEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'assessment_id' }) assessmentId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') status!: ReportJobStatus;
  /** What the writer is doing, for the progress shown on the page. */
  @Column('text') stage!: string;
  @Column('integer') attempts!: number;
  @Column('text', { name: 'error_code', nullable: true }) errorCode!: string | null;
  @Column('text', { name: 'error_message', nullable: true }) errorMessage!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
