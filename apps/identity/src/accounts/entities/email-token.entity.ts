import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type EmailTokenPurpose = 'verify_email' | 'reset_password' | 'activate_account' | 'change_email' | 'undo_email_change';

/** Single-use links sent by e-mail; only the SHA-256 of the token is kept. */
@Entity({ name: 'email_tokens' })
export class EmailTokenEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') purpose!: EmailTokenPurpose;
  @Column('text', { name: 'token_hash' }) tokenHash!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  /** change_email: the address that replaces the current one; undo_email_change: the old address it puts back. */
  @Column('text', { name: 'new_email', nullable: true }) newEmail!: string | null;
}
