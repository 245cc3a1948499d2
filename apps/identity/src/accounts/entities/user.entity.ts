import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type UserStatus = 'active' | 'invited';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text') name!: string;
  /** Argon2id; null for an invited guest buyer who has not set a password yet. */
  @Column('text', { name: 'password_hash', nullable: true }) passwordHash!: string | null;
  @Column('text') status!: UserStatus;
  @Column('timestamptz', { name: 'email_verified_at', nullable: true }) emailVerifiedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
