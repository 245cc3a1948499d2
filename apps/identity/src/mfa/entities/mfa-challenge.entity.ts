import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A password that was right, waiting for its second factor. */
@Entity({ name: 'mfa_challenges' })
export class MfaChallengeEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'user_agent' }) userAgent!: string;
  @Column('int') attempts!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'completed_at', nullable: true }) completedAt!: Date | null;
}
