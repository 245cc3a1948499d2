import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Who a user id is, from user.registered: events that name only a user (share.viewed) need it. */
@Entity({ name: 'recipients' })
export class RecipientEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') email!: string;
  @Column('text', { nullable: true }) name!: string | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
