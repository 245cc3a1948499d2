import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'mfa_factors' })
export class MfaFactorEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') type!: 'totp';
  /** Base32 TOTP secret, AES-GCM encrypted with KEY_ENCRYPTION_KEY. */
  @Column('text', { name: 'secret_enc' }) secretEnc!: string;
  @Column('text') status!: 'unverified' | 'verified';
  /** The last 30-second step accepted: a code is never accepted twice. */
  @Column('bigint', { name: 'last_used_step', nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  lastUsedStep!: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'verified_at', nullable: true }) verifiedAt!: Date | null;
}
