import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { QueueEvents, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { In, type DataSource } from 'typeorm';
import { CONVERSION_QUEUE as CONVERSION_QUEUE_NAME, enqueueConversion, type ConversionJobData, type ConversionJobProgress, type ConversionJobResult } from '@bv/conversion';
import { CONFIG, DATA_SOURCE, LOGGER, REDIS, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import { documentPrefix, type ObjectStore } from '@bv/storage';
import type { SharingConfig } from '../config';
import { RoomDocumentEntity } from './entities/room-document.entity';
import { RoomEntity } from './entities/room.entity';
import { CONVERSION_QUEUE, OBJECT_STORE, type ConversionQueue } from './room-storage';
import type { Progress } from './room-views';

/** What the founder reads when a conversion failed for a reason other than the file's own (its retries ran out). */
export const CONVERSION_GAVE_UP = 'The conversion failed after several tries. Upload the file again; if it keeps failing, export it as PDF and upload the PDF.';

/** Where a document's conversion outputs go: beside its original, under its version (docs/architecture-notes.md, "Object storage"). */
export const outputPrefixOf = (roomId: string, documentId: string, version: number) => `${documentPrefix(roomId, documentId)}${version}/`;

/**
 * Follows the converter's jobs (docs/architecture-notes.md, "Document conversion"): the job id is
 * the document id. Completion and failure arrive as BullMQ queue events and are also checked on
 * a sweep (events sent while this service was down are not replayed), so every document reaches
 * ready or failed once, with its document.converted or document.failed event. Progress is read
 * from the job when the founder asks.
 */
@Injectable()
export class ConversionTracker implements OnModuleInit, OnModuleDestroy {
  private events?: QueueEvents;
  private eventsConnection?: Redis;
  private sweepTimer?: NodeJS.Timeout;

  constructor(
    @Inject(CONVERSION_QUEUE) private readonly queue: ConversionQueue,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: SharingConfig,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  onModuleInit(): void {
    // QueueEvents blocks its connection on XREAD: it gets its own.
    this.eventsConnection = this.redis.duplicate();
    this.events = new QueueEvents(CONVERSION_QUEUE_NAME, { connection: this.eventsConnection, prefix: this.config.REDIS_PREFIX });
    this.events.on('error', (err) => this.logger.warn({ err: err.message }, 'conversion events error'));
    const settle = ({ jobId }: { jobId: string }) => void this.settle(jobId).catch((err: Error) => this.logger.warn({ err: err.message, documentId: jobId }, 'could not settle a conversion'));
    this.events.on('completed', settle);
    this.events.on('failed', settle);
    this.sweepTimer = setInterval(() => void this.sweep().catch(() => undefined), this.config.CONVERSION_SWEEP_MS);
    this.sweepTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.events?.close().catch(() => undefined);
    // BullMQ leaves a connection it was given open.
    this.eventsConnection?.disconnect();
    await this.queue.close().catch(() => undefined);
  }

  async enqueue(doc: RoomDocumentEntity): Promise<void> {
    await enqueueConversion(this.queue, { documentId: doc.id, inputKey: doc.storageKey as string, fileName: doc.name, outputPrefix: outputPrefixOf(doc.roomId, doc.id, doc.version) });
  }

  /**
   * Queues the document's current version again under its job id (the ExitCheck report's newer
   * render): a settled job of an earlier version is removed first; one still running makes this
   * throw, and the report's sweep tries again once it settled.
   */
  async requeue(doc: RoomDocumentEntity): Promise<void> {
    const job = await this.queue.getJob(doc.id);
    if (job?.data.outputPrefix === outputPrefixOf(doc.roomId, doc.id, doc.version)) return;
    await job?.remove();
    await this.enqueue(doc);
  }

  /** Whether a conversion of the document's current version is queued, running or settled. */
  async queuedFor(doc: Pick<RoomDocumentEntity, 'id' | 'roomId' | 'version'>): Promise<boolean> {
    const job = await this.queue.getJob(doc.id);
    return job?.data.outputPrefix === outputPrefixOf(doc.roomId, doc.id, doc.version);
  }

  /** The live stage and percent of each converting document (a document whose job settled is settled now). */
  async progressOf(documents: RoomDocumentEntity[]): Promise<Map<string, Progress>> {
    const progress = new Map<string, Progress>();
    for (const doc of documents.filter((d) => d.status === 'converting')) {
      const job = await this.queue.getJob(doc.id);
      const state = job ? await job.getState() : 'unknown';
      if (job && (state === 'completed' || state === 'failed')) {
        Object.assign(doc, await this.apply(doc.id, job, state));
        continue;
      }
      const p = job?.progress as ConversionJobProgress | number | undefined;
      progress.set(doc.id, typeof p === 'object' && p ? { stage: p.stage, percent: p.percent } : { stage: 'queued', percent: 0 });
    }
    return progress;
  }

  /** Deleted documents' jobs that have not started are dropped; a running one finishes and its outputs are deleted when it settles. */
  async cancel(documentIds: string[]): Promise<void> {
    for (const id of documentIds) await (await this.queue.getJob(id))?.remove().catch(() => undefined);
  }

  async settle(documentId: string): Promise<void> {
    const job = await this.queue.getJob(documentId);
    if (!job) return;
    const state = await job.getState();
    if (state === 'completed' || state === 'failed') await this.apply(documentId, job, state);
  }

  private async sweep(): Promise<void> {
    const converting = await this.dataSource.manager.find(RoomDocumentEntity, { where: { status: In(['converting']) }, select: { id: true }, take: 200 });
    for (const doc of converting) await this.settle(doc.id);
  }

  private async apply(documentId: string, job: Job<ConversionJobData, ConversionJobResult>, state: 'completed' | 'failed'): Promise<Partial<RoomDocumentEntity>> {
    const changes = await this.unitOfWork.run(async (tx) => {
      const doc = await tx.manager.findOne(RoomDocumentEntity, { where: { id: documentId }, lock: { mode: 'pessimistic_write' } });
      if (!doc) return null;
      // A job of an earlier version (a report rendered again since): its outputs go, the current version's job decides.
      if (job.data.outputPrefix !== outputPrefixOf(doc.roomId, doc.id, doc.version)) return { stale: job.data.outputPrefix };
      if (doc.status !== 'converting') return {};
      const room = await tx.manager.findOneByOrFail(RoomEntity, { id: doc.roomId });
      const at = new Date().toISOString();
      if (state === 'completed') {
        const result = job.returnvalue;
        const done: Partial<RoomDocumentEntity> = { status: 'ready', pageCount: result.pages, manifestKey: result.manifestKey, failureKind: null, failureMessage: null };
        await tx.manager.update(RoomDocumentEntity, { id: doc.id }, done);
        tx.publish({ type: 'document.converted', payload: { documentId: doc.id, roomId: doc.roomId, ownerId: room.ownerId, pageCount: result.pages, version: doc.version, convertedAt: at } });
        if (doc.version > 1) tx.afterCommit(() => this.dropEarlierVersions(doc));
        return done;
      }
      const failure = job.data.failure ?? { kind: 'converter-failed', message: CONVERSION_GAVE_UP };
      const failed: Partial<RoomDocumentEntity> = { status: 'failed', failureKind: failure.kind, failureMessage: failure.message };
      await tx.manager.update(RoomDocumentEntity, { id: doc.id }, failed);
      tx.publish({ type: 'document.failed', payload: { documentId: doc.id, roomId: doc.roomId, ownerId: room.ownerId, reason: failure.kind, message: failure.message.slice(0, 500), failedAt: at } });
      return failed;
    });
    // The document was deleted while it converted: what the converter wrote since goes too.
    if (changes === null) await this.store.deletePrefix(job.data.inputKey.split('/').slice(0, 4).join('/') + '/');
    if (changes && 'stale' in changes) {
      await this.store.deletePrefix(changes.stale);
      return {};
    }
    return changes ?? {};
  }

  /** Once a version is ready, the files of the versions before it go (an ExitCheck report keeps one rendering). */
  private async dropEarlierVersions(doc: RoomDocumentEntity): Promise<void> {
    const prefix = documentPrefix(doc.roomId, doc.id);
    const versions = new Set((await this.store.list(prefix)).map((o) => Number(o.key.slice(prefix.length).split('/')[0])));
    // Only earlier ones: a newer version may already be rendering beside it.
    for (const version of versions) if (Number.isSafeInteger(version) && version < doc.version) await this.store.deletePrefix(`${prefix}${version}/`);
  }
}
