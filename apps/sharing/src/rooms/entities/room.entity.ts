import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A founder's deal room (docs/product-rules.md, "Deal rooms"); its folders and documents go with it. */
@Entity({ name: 'rooms' })
export class RoomEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'owner_id' }) ownerId!: string;
  @Column('text') name!: string;
  @Column('text') purpose!: 'exit' | 'raise';
  @Column('text') description!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
