import { Column, Entity, PrimaryColumn } from 'typeorm';

/** E-mail to user id, learnt from user.registered and user.invited, so guest purchases find their owner. */
@Entity({ name: 'known_users' })
export class KnownUserEntity {
  @PrimaryColumn('text') email!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
}
