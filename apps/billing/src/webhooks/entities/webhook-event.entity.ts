import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Provider event ids already handled: a redelivery finds its id here and changes nothing. */
@Entity({ name: 'webhook_events' })
export class WebhookEventEntity {
  @PrimaryColumn('text') id!: string;
  @Column('text') type!: string;
  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' }) receivedAt!: Date;
}
