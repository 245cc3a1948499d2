import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ResumedUpload, RoomDocument, RpcRequest, UploadSession } from '@bv/contracts';
import { ConversionFailure, DOCUMENT_TYPES, FAILURE_MESSAGES, MAX_BYTES, sniffDocument, type DocumentType } from '@bv/conversion';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { documentVersionKey, isObjectStoreError, type ObjectStore } from '@bv/storage';
import { checksumMismatch, documentNotFound, fileRefused, folderNotFound, outputNotFound, roomDocumentLimit, roomFull, uploadNotOpen, uploadPartsInvalid } from '../sharing.errors';
import { OutputSnapshotsService } from '../snapshots/output-snapshots.service';
import { ConversionTracker } from './conversion-tracker.service';
import { RoomDocumentEntity } from './entities/room-document.entity';
import { RoomFolderEntity } from './entities/room-folder.entity';
import { formatBytes } from './room-limits';
import { OBJECT_STORE } from './room-storage';
import { documentView } from './room-views';
import { RoomsService } from './rooms.service';

/** The browser sends parts of this size (S3 wants at least 5 MiB for every part but the last). */
export const PART_SIZE = 8 * 1024 * 1024;
/** The presigned part URLs' lifetime. */
const PART_URL_SECONDS = 60 * 60;

/** The part numbers a file of `size` bytes is sent in (1-based; at least one). */
const partNumbers = (size: number) => Array.from({ length: Math.max(1, Math.ceil(size / PART_SIZE)) }, (_, i) => i + 1);
/** How long part `n` of a file of `size` bytes is. */
const partLength = (size: number, n: number) => Math.min(PART_SIZE, size - (n - 1) * PART_SIZE);

function typeByName(fileName: string): DocumentType | undefined {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return (Object.keys(DOCUMENT_TYPES) as DocumentType[]).find((type) => fileName.includes('.') && DOCUMENT_TYPES[type].extensions.includes(ext));
}

/**
 * Uploads into a room (docs/architecture-notes.md, "Object storage", "Browser uploads"): the
 * server reserves the declared size against the room's limit and hands out presigned part URLs;
 * on completion the store verifies the sha256, the content decides the type, and the conversion
 * is queued. A refused file leaves no row and no object.
 */
@Injectable()
export class RoomUploadsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly rooms: RoomsService,
    private readonly snapshots: OutputSnapshotsService,
    private readonly conversions: ConversionTracker,
  ) {}

  async start(userId: string, roomId: string, upload: RpcRequest<'sharing.rooms.uploads.start'>['upload']): Promise<UploadSession> {
    // Refused before a byte is sent: a name no supported type has, or a size over its type's limit.
    const named = typeByName(upload.fileName);
    if (!named) throw fileRefused(FAILURE_MESSAGES.unsupportedType);
    if (upload.size > MAX_BYTES[named]) throw fileRefused(FAILURE_MESSAGES.tooLarge(DOCUMENT_TYPES[named].label, MAX_BYTES[named] / (1024 * 1024)));
    return this.unitOfWork.run(async ({ manager }) => {
      // The room's row lock makes concurrent uploads take turns over the room's space.
      await this.rooms.owned(manager, userId, roomId, true);
      const limits = await this.rooms.limitsOf(manager, userId);
      if (!(await manager.existsBy(RoomFolderEntity, { id: upload.folderId, roomId }))) throw folderNotFound();
      const [{ count, bytes }] = (await manager
        .createQueryBuilder(RoomDocumentEntity, 'd')
        .select('count(*)::int', 'count')
        .addSelect('coalesce(sum(d.size), 0)::bigint', 'bytes')
        .where('d.room_id = :roomId', { roomId })
        .getRawMany()) as { count: number; bytes: string }[];
      if (count >= limits.maxDocumentsPerRoom) throw roomDocumentLimit(limits.maxDocumentsPerRoom);
      if (Number(bytes) + upload.size > limits.maxBytesPerRoom) throw roomFull(formatBytes(limits.maxBytesPerRoom));
      const id = randomUUID();
      const storageKey = documentVersionKey(roomId, id, 1, 'original');
      const multipart = await this.store.createMultipartUpload(storageKey, { sha256: upload.sha256, contentType: DOCUMENT_TYPES[named].mime });
      const position = await manager.countBy(RoomDocumentEntity, { folderId: upload.folderId });
      const doc = await manager.save(
        manager.create(RoomDocumentEntity, {
          id,
          roomId,
          folderId: upload.folderId,
          name: upload.fileName,
          type: named,
          source: 'upload',
          outputId: null,
          size: upload.size,
          sha256: upload.sha256,
          storageKey,
          uploadId: multipart.uploadId,
          status: 'uploading',
          failureKind: null,
          failureMessage: null,
          pageCount: null,
          manifestKey: null,
          version: 1,
          position,
        }),
      );
      const parts = await this.presign(multipart, partNumbers(upload.size));
      return { document: documentView(doc), partSize: PART_SIZE, parts };
    });
  }

  /**
   * An unfinished upload picked up again: the parts the store holds at their expected size are
   * kept (their ETags come back for "complete"), the rest get fresh URLs. The checksum declared at
   * the start still decides at completion, so a different file cannot slip in part by part.
   */
  async resume(userId: string, roomId: string, documentId: string): Promise<ResumedUpload> {
    const doc = await this.uploading(userId, roomId, documentId);
    const upload = { key: doc.storageKey as string, uploadId: doc.uploadId as string };
    let listed;
    try {
      listed = await this.store.listParts(upload);
    } catch (err) {
      if (isObjectStoreError(err, 'NO_SUCH_UPLOAD')) throw uploadNotOpen();
      throw err;
    }
    const wanted = partNumbers(doc.size);
    const held = listed.filter((p) => wanted.includes(p.partNumber) && p.size === partLength(doc.size, p.partNumber));
    const missing = wanted.filter((n) => !held.some((p) => p.partNumber === n));
    return {
      document: documentView(doc),
      partSize: PART_SIZE,
      parts: await this.presign(upload, missing),
      held: held.map((p) => ({ partNumber: p.partNumber, etag: p.etag })),
    };
  }

  private async presign(upload: { key: string; uploadId: string }, numbers: number[]) {
    const parts = [];
    for (const partNumber of numbers) {
      const part = await this.store.presignPart(upload, partNumber, PART_URL_SECONDS);
      parts.push({ partNumber, url: part.url, expiresAt: part.expiresAt.toISOString() });
    }
    return parts;
  }

  async complete(userId: string, roomId: string, documentId: string, parts: { partNumber: number; etag: string }[]): Promise<RoomDocument> {
    const doc = await this.uploading(userId, roomId, documentId);
    let stored: { size: number };
    try {
      stored = await this.store.completeMultipartUpload({ key: doc.storageKey as string, uploadId: doc.uploadId as string }, parts);
    } catch (err) {
      if (isObjectStoreError(err, 'CHECKSUM_MISMATCH')) {
        await this.refuse(userId, doc);
        throw checksumMismatch();
      }
      if (isObjectStoreError(err, 'NO_SUCH_UPLOAD')) throw uploadNotOpen();
      if (isObjectStoreError(err, 'INVALID_ARGUMENT')) throw uploadPartsInvalid(err.message);
      throw err;
    }
    let type: DocumentType;
    try {
      type = (await sniffDocument(await this.read(doc.storageKey as string), doc.name)).type;
    } catch (err) {
      if (!(err instanceof ConversionFailure)) throw err;
      await this.refuse(userId, doc);
      throw fileRefused(err.message);
    }
    const converting = await this.unitOfWork.run(async (tx) => {
      const row = await tx.manager.findOne(RoomDocumentEntity, { where: { id: doc.id }, lock: { mode: 'pessimistic_write' } });
      if (!row || row.status !== 'uploading') throw uploadNotOpen();
      Object.assign(row, { status: 'converting', type, size: stored.size, uploadId: null });
      const saved = await tx.manager.save(row);
      tx.publish({
        type: 'document.uploaded',
        payload: { documentId: row.id, roomId, ownerId: userId, type, size: stored.size, version: row.version, uploadedAt: new Date().toISOString() },
      });
      tx.afterCommit(() => this.conversions.enqueue(saved));
      return saved;
    });
    return documentView(converting, { stage: 'queued', percent: 0 });
  }

  /** A generated output (deck, FAQ, checklist, ExitCheck report) as a live document: no file, always its latest saved version. */
  async addOutput(userId: string, roomId: string, folderId: string, outputId: string): Promise<RoomDocument> {
    return this.unitOfWork.run(async ({ manager }) => {
      await this.rooms.owned(manager, userId, roomId, true);
      const snapshot = await this.snapshots.ownedBy(manager, outputId, userId);
      if (!snapshot) throw outputNotFound();
      if (!(await manager.existsBy(RoomFolderEntity, { id: folderId, roomId }))) throw folderNotFound();
      const limits = await this.rooms.limitsOf(manager, userId);
      if ((await manager.countBy(RoomDocumentEntity, { roomId })) >= limits.maxDocumentsPerRoom) throw roomDocumentLimit(limits.maxDocumentsPerRoom);
      const doc = await manager.save(
        manager.create(RoomDocumentEntity, {
          id: randomUUID(),
          roomId,
          folderId,
          name: snapshot.title || 'Untitled output',
          type: snapshot.outputType ?? 'output',
          source: 'output',
          outputId,
          size: 0,
          sha256: null,
          storageKey: null,
          uploadId: null,
          status: 'ready',
          failureKind: null,
          failureMessage: null,
          pageCount: null,
          manifestKey: null,
          version: Math.max(1, snapshot.version),
          position: await manager.countBy(RoomDocumentEntity, { folderId }),
        }),
      );
      return documentView(doc);
    });
  }

  async document(userId: string, roomId: string, documentId: string): Promise<RoomDocument> {
    const manager = this.dataSource.manager;
    await this.rooms.owned(manager, userId, roomId);
    const doc = await manager.findOneBy(RoomDocumentEntity, { id: documentId, roomId });
    if (!doc) throw documentNotFound();
    const progress = await this.conversions.progressOf([doc]);
    return documentView(doc, progress.get(doc.id) ?? null);
  }

  private async uploading(userId: string, roomId: string, documentId: string): Promise<RoomDocumentEntity> {
    const manager = this.dataSource.manager;
    await this.rooms.owned(manager, userId, roomId);
    const doc = await manager.findOneBy(RoomDocumentEntity, { id: documentId, roomId });
    if (!doc) throw documentNotFound();
    if (doc.status !== 'uploading' || !doc.uploadId || !doc.storageKey) throw uploadNotOpen();
    return doc;
  }

  /** The whole upload (at most its type's limit, 100 MB): the sniffer reads an Office file's zip directory. */
  private async read(key: string): Promise<Buffer> {
    const { body } = await this.store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** A refused file leaves nothing: its row goes with document.deleted, whose consumer deletes its objects. */
  private async refuse(userId: string, doc: RoomDocumentEntity): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      await tx.manager.delete(RoomDocumentEntity, { id: doc.id });
      tx.publish({ type: 'document.deleted', payload: { documentId: doc.id, roomId: doc.roomId, ownerId: userId, deletedAt: new Date().toISOString() } });
    });
  }
}
