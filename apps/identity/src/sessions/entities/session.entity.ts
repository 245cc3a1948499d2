import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type Aal = 'aal1' | 'aal2';

/** One signed-in device: the family of its rotating refresh tokens. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') aal!: Aal;
  @Column('text', { array: true }) amr!: string[];
  @Column('text', { name: 'user_agent' }) userAgent!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'last_active_at' }) lastActiveAt!: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  @Column('text', { name: 'revoked_reason', nullable: true }) revokedReason!: string | null;
}
