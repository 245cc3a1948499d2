import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One level of folders in a room, in the founder's order. */
@Entity({ name: 'room_folders' })
export class RoomFolderEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'room_id' }) roomId!: string;
  @Column('text') name!: string;
  @Column('text') description!: string;
  @Column('integer') position!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
