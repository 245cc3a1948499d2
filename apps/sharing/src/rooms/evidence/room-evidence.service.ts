import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { OwnerEvidenceLink, RoomDocumentStatus, RoomPurpose, RpcResponse } from '@bv/contracts';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import type { Transaction } from '@bv/messaging';
import { documentNotFound } from '../../sharing.errors';
import { RoomDocumentEntity } from '../entities/room-document.entity';
import { RoomEntity } from '../entities/room.entity';
import { RoomsService } from '../rooms.service';
import { RoomDocumentEvidenceEntity } from './room-document-evidence.entity';

type Links = RpcResponse<'sharing.rooms.evidence.list'>;

/**
 * Checklist evidence in the founder's rooms (docs/architecture-notes.md, "Checklist evidence"):
 * sharing owns the links because it owns the documents; every change is published as
 * room.evidence.changed through the outbox. Someone else's room is "not found".
 */
@Injectable()
export class RoomEvidenceService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly rooms: RoomsService,
  ) {}

  async list(userId: string, roomId: string): Promise<Links> {
    await this.rooms.owned(this.dataSource.manager, userId, roomId);
    return this.linksOf(roomId);
  }

  /** Links the document to the item, replacing the item's earlier document in this room. */
  async link(userId: string, roomId: string, itemKey: string, documentId: string): Promise<Links> {
    await this.unitOfWork.run(async (tx) => {
      await this.rooms.owned(tx.manager, userId, roomId, true);
      const document = await tx.manager.findOneBy(RoomDocumentEntity, { id: documentId, roomId });
      if (!document) throw documentNotFound();
      await tx.manager.upsert(RoomDocumentEvidenceEntity, { roomId, itemKey, documentId, ownerId: userId, linkedAt: new Date() }, ['roomId', 'itemKey']);
      this.publishChanged(tx, userId, roomId, itemKey, documentId);
    });
    return this.linksOf(roomId);
  }

  async unlink(userId: string, roomId: string, itemKey: string): Promise<Links> {
    await this.unitOfWork.run(async (tx) => {
      await this.rooms.owned(tx.manager, userId, roomId, true);
      const result = await tx.manager.delete(RoomDocumentEvidenceEntity, { roomId, itemKey });
      if (result.affected) this.publishChanged(tx, userId, roomId, itemKey, null);
    });
    return this.linksOf(roomId);
  }

  /** Every link in the founder's rooms, with its room's purpose and its document's status, for readiness. */
  async ofOwner(userId: string): Promise<{ links: OwnerEvidenceLink[] }> {
    const rows: { room_id: string; item_key: string; document_id: string; linked_at: Date; purpose: RoomPurpose; name: string; type: string; status: RoomDocumentStatus }[] = await this.dataSource
      .createQueryBuilder()
      .select(['e.room_id AS room_id', 'e.item_key AS item_key', 'e.document_id AS document_id', 'e.linked_at AS linked_at', 'r.purpose AS purpose', 'd.name AS name', 'd.type AS type', 'd.status AS status'])
      .from(RoomDocumentEvidenceEntity, 'e')
      .innerJoin(RoomEntity, 'r', 'r.id = e.room_id AND r.owner_id = :userId', { userId })
      .innerJoin(RoomDocumentEntity, 'd', 'd.id = e.document_id')
      .where('e.owner_id = :userId', { userId })
      .orderBy('e.linked_at', 'ASC')
      .getRawMany();
    return {
      links: rows.map((r) => ({
        roomId: r.room_id,
        roomPurpose: r.purpose,
        itemKey: r.item_key,
        documentId: r.document_id,
        documentName: r.name,
        documentType: r.type,
        documentStatus: r.status,
        linkedAt: new Date(r.linked_at).toISOString(),
      })),
    };
  }

  private async linksOf(roomId: string): Promise<Links> {
    const rows = await this.dataSource.manager.find(RoomDocumentEvidenceEntity, { where: { roomId }, order: { itemKey: 'ASC' } });
    return { links: rows.map((r) => ({ itemKey: r.itemKey, documentId: r.documentId, linkedAt: r.linkedAt.toISOString() })) };
  }

  private publishChanged(tx: Transaction, ownerId: string, roomId: string, itemKey: string, documentId: string | null): void {
    tx.publish({ type: 'room.evidence.changed', payload: { roomId, ownerId, itemKey, documentId, changedAt: new Date().toISOString() } });
  }
}
