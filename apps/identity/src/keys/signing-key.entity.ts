import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { JWK } from 'jose';

export type SigningKeyState = 'standby' | 'active' | 'retired';

@Entity({ name: 'signing_keys' })
export class SigningKeyEntity {
  @PrimaryColumn('text') kid!: string;
  @Column('jsonb', { name: 'public_jwk' }) publicJwk!: JWK;
  /** PKCS#8 PEM, AES-GCM encrypted with KEY_ENCRYPTION_KEY. */
  @Column('text', { name: 'private_key_enc' }) privateKeyEnc!: string;
  @Column('text') state!: SigningKeyState;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'activated_at', nullable: true }) activatedAt!: Date | null;
  @Column('timestamptz', { name: 'retired_at', nullable: true }) retiredAt!: Date | null;
}
