import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Room, RoomList, RoomPlanLimits, RpcRequest } from '@bv/contracts';
import { roomTemplateFolders } from '@bv/domain';
import type { Transaction } from '@bv/messaging';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { folderNotFound, documentNotFound, roomFolderLimit, roomLimit, roomNotFound, roomsNeedPlan } from '../sharing.errors';
import { OutputSnapshotsService } from '../snapshots/output-snapshots.service';
import { ConversionTracker } from './conversion-tracker.service';
import { RoomDocumentEntity } from './entities/room-document.entity';
import { RoomEntitlementEntity } from './entities/room-entitlement.entity';
import { RoomFolderEntity } from './entities/room-folder.entity';
import { RoomEntity } from './entities/room.entity';
import { roomLimitsFor } from './room-limits';
import { roomSummary, roomView } from './room-views';

/** Moves `id` to `position` in `items` (clamped) and renumbers them 0, 1, 2, … */
export function reorder<T extends { id: string; position: number }>(items: T[], id: string, position: number): T[] {
  const moving = items.find((item) => item.id === id);
  const rest = items.filter((item) => item.id !== id);
  if (moving) rest.splice(Math.min(position, rest.length), 0, moving);
  rest.forEach((item, index) => (item.position = index));
  return rest;
}

/** The founder's side of deal rooms: rooms, folders and document order. Someone else's room is "not found". */
@Injectable()
export class RoomsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly snapshots: OutputSnapshotsService,
    private readonly conversions: ConversionTracker,
  ) {}

  async limitsOf(manager: EntityManager, userId: string): Promise<RoomPlanLimits> {
    return roomLimitsFor(await manager.findOneBy(RoomEntitlementEntity, { userId }));
  }

  async list(userId: string): Promise<RoomList> {
    const manager = this.dataSource.manager;
    const rooms = await manager.find(RoomEntity, { where: { ownerId: userId }, order: { createdAt: 'DESC' } });
    const ids = rooms.map((r) => r.id);
    const folders = ids.length ? await manager.find(RoomFolderEntity, { where: { roomId: In(ids) }, select: { id: true, roomId: true } }) : [];
    const docs = ids.length ? await manager.find(RoomDocumentEntity, { where: { roomId: In(ids) }, select: { id: true, roomId: true, size: true } }) : [];
    return {
      limits: await this.limitsOf(manager, userId),
      rooms: rooms.map((room) =>
        roomSummary(room, {
          folders: folders.filter((f) => f.roomId === room.id).length,
          documents: docs.filter((d) => d.roomId === room.id).length,
          bytes: docs.filter((d) => d.roomId === room.id).reduce((sum, d) => sum + d.size, 0),
        }),
      ),
    };
  }

  async create(userId: string, req: RpcRequest<'sharing.rooms.create'>['room']): Promise<Room> {
    const roomId = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      // One founder's creations take turns, so two at once cannot pass the plan's room count.
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`rooms-of:${userId}`]);
      const limits = await this.limitsOf(manager, userId);
      if (limits.maxRooms === 0) throw roomsNeedPlan();
      if ((await manager.countBy(RoomEntity, { ownerId: userId })) >= limits.maxRooms) throw roomLimit(limits.maxRooms);
      const room = await manager.save(manager.create(RoomEntity, { id: randomUUID(), ownerId: userId, name: req.name, purpose: req.purpose, description: req.description }));
      const folders = req.fromTemplate ? roomTemplateFolders(req.purpose) : [];
      if (folders.length > 0) {
        await manager.insert(RoomFolderEntity, folders.map((f, position) => ({ id: randomUUID(), roomId: room.id, name: f.name, description: f.description, position })));
      }
      tx.publish({ type: 'room.created', payload: { roomId: room.id, ownerId: userId, purpose: room.purpose, fromTemplate: req.fromTemplate, createdAt: room.createdAt.toISOString() } });
      return room.id;
    });
    return this.get(userId, roomId);
  }

  async get(userId: string, roomId: string): Promise<Room> {
    const manager = this.dataSource.manager;
    const room = await this.owned(manager, userId, roomId);
    const folders = await manager.findBy(RoomFolderEntity, { roomId });
    const documents = await manager.findBy(RoomDocumentEntity, { roomId });
    await this.followOutputs(manager, documents);
    const progress = await this.conversions.progressOf(documents);
    return roomView(room, folders, documents, await this.limitsOf(manager, userId), progress);
  }

  async update(userId: string, roomId: string, changes: RpcRequest<'sharing.rooms.update'>['changes']): Promise<Room> {
    const manager = this.dataSource.manager;
    const room = await this.owned(manager, userId, roomId);
    if (changes.name !== undefined) room.name = changes.name;
    if (changes.description !== undefined) room.description = changes.description;
    await manager.save(room);
    return this.get(userId, roomId);
  }

  async delete(userId: string, roomId: string): Promise<{ deleted: true }> {
    const documentIds = await this.unitOfWork.run(async (tx) => {
      const room = await this.owned(tx.manager, userId, roomId, true);
      const docs = await tx.manager.find(RoomDocumentEntity, { where: { roomId }, select: { id: true } });
      await tx.manager.delete(RoomEntity, { id: room.id });
      tx.publish({ type: 'room.deleted', payload: { roomId, ownerId: userId, deletedAt: new Date().toISOString() } });
      return docs.map((d) => d.id);
    });
    await this.conversions.cancel(documentIds);
    return { deleted: true };
  }

  async createFolder(userId: string, roomId: string, folder: RpcRequest<'sharing.rooms.folders.create'>['folder']): Promise<Room> {
    await this.unitOfWork.run(async ({ manager }) => {
      await this.owned(manager, userId, roomId, true);
      const limits = await this.limitsOf(manager, userId);
      const count = await manager.countBy(RoomFolderEntity, { roomId });
      if (count >= limits.maxFoldersPerRoom) throw roomFolderLimit(limits.maxFoldersPerRoom);
      await manager.insert(RoomFolderEntity, { id: randomUUID(), roomId, name: folder.name, description: folder.description, position: count });
    });
    return this.get(userId, roomId);
  }

  async updateFolder(userId: string, roomId: string, folderId: string, changes: RpcRequest<'sharing.rooms.folders.update'>['changes']): Promise<Room> {
    await this.unitOfWork.run(async ({ manager }) => {
      await this.owned(manager, userId, roomId, true);
      const folders = await manager.find(RoomFolderEntity, { where: { roomId }, order: { position: 'ASC', createdAt: 'ASC' } });
      const folder = folders.find((f) => f.id === folderId);
      if (!folder) throw folderNotFound();
      if (changes.name !== undefined) folder.name = changes.name;
      if (changes.description !== undefined) folder.description = changes.description;
      await manager.save(changes.position !== undefined ? reorder(folders, folderId, changes.position) : [folder]);
    });
    return this.get(userId, roomId);
  }

  async deleteFolder(userId: string, roomId: string, folderId: string): Promise<Room> {
    const documentIds = await this.unitOfWork.run(async (tx) => {
      await this.owned(tx.manager, userId, roomId, true);
      const folder = await tx.manager.findOneBy(RoomFolderEntity, { id: folderId, roomId });
      if (!folder) throw folderNotFound();
      const docs = await tx.manager.find(RoomDocumentEntity, { where: { folderId }, select: { id: true } });
      for (const doc of docs) this.publishDeleted(tx, userId, roomId, doc.id);
      await tx.manager.delete(RoomFolderEntity, { id: folderId });
      const rest = await tx.manager.find(RoomFolderEntity, { where: { roomId }, order: { position: 'ASC', createdAt: 'ASC' } });
      await tx.manager.save(reorder(rest, '', 0));
      return docs.map((d) => d.id);
    });
    await this.conversions.cancel(documentIds);
    return this.get(userId, roomId);
  }

  async updateDocument(userId: string, roomId: string, documentId: string, changes: RpcRequest<'sharing.rooms.documents.update'>['changes']): Promise<Room> {
    await this.unitOfWork.run(async ({ manager }) => {
      await this.owned(manager, userId, roomId, true);
      const doc = await manager.findOneBy(RoomDocumentEntity, { id: documentId, roomId });
      if (!doc) throw documentNotFound();
      if (changes.name !== undefined) doc.name = changes.name;
      const target = changes.folderId ?? doc.folderId;
      if (!(await manager.existsBy(RoomFolderEntity, { id: target, roomId }))) throw folderNotFound();
      if (target !== doc.folderId || changes.position !== undefined) {
        const siblings = await manager.find(RoomDocumentEntity, { where: { folderId: target }, order: { position: 'ASC', createdAt: 'ASC' } });
        const others = siblings.filter((d) => d.id !== doc.id);
        const left = target !== doc.folderId ? await manager.find(RoomDocumentEntity, { where: { folderId: doc.folderId }, order: { position: 'ASC', createdAt: 'ASC' } }) : [];
        doc.folderId = target;
        await manager.save(reorder([...others, doc], doc.id, changes.position ?? others.length));
        // The folder it left closes the gap.
        if (left.length) await manager.save(reorder(left.filter((d) => d.id !== doc.id), '', 0));
      } else {
        await manager.save(doc);
      }
    });
    return this.get(userId, roomId);
  }

  async deleteDocument(userId: string, roomId: string, documentId: string): Promise<Room> {
    await this.unitOfWork.run(async (tx) => {
      await this.owned(tx.manager, userId, roomId, true);
      const doc = await tx.manager.findOneBy(RoomDocumentEntity, { id: documentId, roomId });
      if (!doc) throw documentNotFound();
      await tx.manager.delete(RoomDocumentEntity, { id: documentId });
      this.publishDeleted(tx, userId, roomId, documentId);
    });
    await this.conversions.cancel([documentId]);
    return this.get(userId, roomId);
  }

  /** The room when the user owns it (locked for the transaction when asked), else "not found". */
  async owned(manager: EntityManager, userId: string, roomId: string, lock = false): Promise<RoomEntity> {
    const room = await manager.findOne(RoomEntity, { where: { id: roomId, ownerId: userId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!room) throw roomNotFound();
    return room;
  }

  private publishDeleted(tx: Transaction, ownerId: string, roomId: string, documentId: string): void {
    tx.publish({ type: 'document.deleted', payload: { documentId, roomId, ownerId, deletedAt: new Date().toISOString() } });
  }

  /** A generated output is a live reference: it shows the output's latest saved version, and says so when the output was deleted. */
  private async followOutputs(manager: EntityManager, documents: RoomDocumentEntity[]): Promise<void> {
    const outputs = await this.snapshots.byIds(manager, documents.flatMap((d) => (d.outputId ? [d.outputId] : [])));
    for (const doc of documents) {
      const snapshot = doc.outputId ? outputs.get(doc.outputId) : undefined;
      if (!doc.outputId) continue;
      if (!snapshot || snapshot.deletedAt) {
        doc.status = 'failed';
        doc.failureMessage = 'This output was deleted. Remove it from the room, or add it again once you have written a new one.';
      } else {
        doc.version = Math.max(1, snapshot.version);
      }
    }
  }
}
