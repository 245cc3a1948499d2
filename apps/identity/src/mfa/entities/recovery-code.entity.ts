import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'recovery_codes' })
export class RecoveryCodeEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'code_hash' }) codeHash!: string;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
}
