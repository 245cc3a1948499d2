import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Early-bird price locks seen on early_bird.granted: they get the early-bird launch mail. */
@Entity({ name: 'early_bird_holders' })
export class EarlyBirdHolderEntity {
  @PrimaryColumn('text') email!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('int', { name: 'founder_plus_cents' }) founderPlusCents!: number;
  @Column('int', { name: 'elite_monthly_cents' }) eliteMonthlyCents!: number;
  @Column('timestamptz', { name: 'granted_at' }) grantedAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
}
