import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Single-use: each refresh spends one and issues its successor. Only the hash is kept. */
@Entity({ name: 'refresh_tokens' })
export class RefreshTokenEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'session_id' }) sessionId!: string;
  @Column('text', { name: 'token_hash' }) tokenHash!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @Column('uuid', { name: 'replaced_by', nullable: true }) replacedBy!: string | null;
}
