import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'launch_phases' })
export class LaunchPhaseEntity {
  @PrimaryColumn('text') id!: string;
  @Column('text') name!: string;
  @Column('boolean', { name: 'is_active' }) isActive!: boolean;
  @Column('jsonb', { name: 'feature_flags' }) featureFlags!: Record<string, boolean>;
  @Column('int') version!: number;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
