import { CreateDateColumn, Column, Entity, PrimaryColumn } from 'typeorm';

/** The coming-soon page's list: mailed when Phase 2 launches. */
@Entity({ name: 'launch_signups' })
export class LaunchSignupEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') email!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
