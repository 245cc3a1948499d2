import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LessThan, type DataSource } from 'typeorm';
import { AppError, assessmentsErrors, type RoomDocument } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { CONFIG, DATA_SOURCE, LOGGER, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import { documentVersionKey, type ObjectStore } from '@bv/storage';
import type { SharingConfig } from '../../config';
import { folderNotFound, reportInRoom, reportNoAudit, roomDocumentLimit } from '../../sharing.errors';
import { ConversionTracker } from '../conversion-tracker.service';
import { RoomDocumentEntity } from '../entities/room-document.entity';
import { RoomFolderEntity } from '../entities/room-folder.entity';
import { RoomEntity } from '../entities/room.entity';
import { OBJECT_STORE } from '../room-storage';
import { documentView } from '../room-views';
import { RoomsService } from '../rooms.service';
import { REPORT_DOCUMENT_NAME, REPORT_DOCUMENT_TYPE, REPORT_GONE, REPORT_GONE_MESSAGE } from './report-document';

/** The report PDF (eight pages or so, fonts embedded) takes longer to draw than a lookup takes to answer. */
const REPORT_PDF_TIMEOUT_MS = 30_000;
/** A report left converting this long without its conversion queued (a crash, assessments down) is rendered again. */
const STALE_RENDER_MS = 60_000;

export type ReportAudit = { assessmentId: string; completedAt: Date; score: number };

/**
 * The founder's ExitCheck Pro report in a room (docs/architecture-notes.md, "ExitCheck report in
 * deal rooms"): the PDF the founder downloads, rendered by assessments, stored as the document's
 * version original and converted to page images by the converter like an upload. The row says
 * which audit and version it should show; rendering follows it (after the commit that asked, and
 * on a sweep for one that was lost), so a crash or an unreachable assessments service only delays it.
 */
@Injectable()
export class RoomReportService implements OnModuleInit, OnModuleDestroy {
  private sweepTimer?: NodeJS.Timeout;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(CONFIG) private readonly config: SharingConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly rpc: RpcClient,
    private readonly rooms: RoomsService,
    private readonly conversions: ConversionTracker,
  ) {}

  onModuleInit(): void {
    this.sweepTimer = setInterval(() => void this.sweep().catch(() => undefined), this.config.CONVERSION_SWEEP_MS);
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
  }

  /** Adds the report of the founder's latest completed audit to a folder; one report per room. */
  async add(userId: string, roomId: string, folderId: string): Promise<RoomDocument> {
    const audit = await this.latestAudit(userId);
    const doc = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      await this.rooms.owned(manager, userId, roomId, true);
      if (!(await manager.existsBy(RoomFolderEntity, { id: folderId, roomId }))) throw folderNotFound();
      const present = await manager.findOneBy(RoomDocumentEntity, { roomId, source: 'report' });
      if (present) throw reportInRoom((await manager.findOneBy(RoomFolderEntity, { id: present.folderId }))?.name ?? 'another folder');
      if (!audit) throw reportNoAudit();
      const limits = await this.rooms.limitsOf(manager, userId);
      if ((await manager.countBy(RoomDocumentEntity, { roomId })) >= limits.maxDocumentsPerRoom) throw roomDocumentLimit(limits.maxDocumentsPerRoom);
      const id = randomUUID();
      const saved = await manager.save(
        manager.create(RoomDocumentEntity, {
          id,
          roomId,
          folderId,
          name: REPORT_DOCUMENT_NAME,
          type: REPORT_DOCUMENT_TYPE,
          source: 'report',
          outputId: null,
          // The rendered PDF's size once it is stored (it counts towards the room's space from then on).
          size: 0,
          sha256: null,
          storageKey: documentVersionKey(roomId, id, 1, 'original'),
          uploadId: null,
          status: 'converting',
          failureKind: null,
          failureMessage: null,
          pageCount: null,
          manifestKey: null,
          version: 1,
          position: await manager.countBy(RoomDocumentEntity, { folderId }),
          reportAssessmentId: audit.assessmentId,
          reportCompletedAt: audit.completedAt,
          reportScore: audit.score,
          reportChangedAt: new Date(),
        }),
      );
      // Not awaited: the founder's request answers at once; the page follows the conversion.
      tx.afterCommit(() => void this.renderLogged(saved.id));
      return saved;
    });
    return documentView(doc, { stage: 'queued', percent: 0 });
  }

  /** The founder's latest completed ExitCheck Pro audit, as assessments lists them (newest first). */
  private async latestAudit(userId: string): Promise<ReportAudit | null> {
    const { assessments } = await this.rpc.call('assessments.pro.history', { userId });
    const latest = assessments[0];
    return latest ? { assessmentId: latest.id, completedAt: new Date(latest.completedAt), score: latest.totalScore } : null;
  }

  renderLogged(documentId: string): Promise<void> {
    return this.render(documentId).catch((err: Error) => this.logger.warn({ err: err.message, documentId }, 'report not rendered yet (the sweep tries again)'));
  }

  /**
   * Renders the document's audit as the PDF the founder downloads, stores it as the version's
   * original and queues its conversion. Safe to repeat: the same key is written again and a job
   * already queued for this version stays.
   */
  async render(documentId: string): Promise<void> {
    const manager = this.dataSource.manager;
    const doc = await manager.findOneBy(RoomDocumentEntity, { id: documentId, source: 'report', status: 'converting' });
    if (!doc?.reportAssessmentId || !doc.storageKey) return;
    const room = await manager.findOneBy(RoomEntity, { id: doc.roomId });
    if (!room) return;
    let base64: string;
    try {
      ({ base64 } = await this.rpc.call('assessments.pro.pdf', { userId: room.ownerId, assessmentId: doc.reportAssessmentId }, { timeoutMs: REPORT_PDF_TIMEOUT_MS }));
    } catch (err) {
      // The audit is gone (or no longer the founder's): as a deleted output, the room link no longer shows it.
      if (err instanceof AppError && err.code === assessmentsErrors.PRO_NOT_FOUND.code) return this.markGone(doc);
      throw err;
    }
    const pdf = Buffer.from(base64, 'base64');
    await this.store.put(doc.storageKey, pdf, { contentType: 'application/pdf' });
    const current = await manager.update(RoomDocumentEntity, { id: doc.id, version: doc.version, status: 'converting' }, { size: pdf.length });
    // Moved on (a newer audit, or deleted) while this rendered: what it wrote goes, the newer render has its own key.
    if (!current.affected) return void (await this.store.delete(doc.storageKey));
    await this.conversions.requeue(doc);
  }

  private async markGone(doc: RoomDocumentEntity): Promise<void> {
    await this.dataSource.manager.update(
      RoomDocumentEntity,
      { id: doc.id, version: doc.version, status: 'converting' },
      { status: 'failed', failureKind: REPORT_GONE, failureMessage: REPORT_GONE_MESSAGE, pageCount: null, manifestKey: null },
    );
  }

  /** Report documents left converting with no conversion queued for their version are rendered again. */
  async sweep(): Promise<void> {
    const stale = await this.dataSource.manager.find(RoomDocumentEntity, {
      where: { source: 'report', status: 'converting', updatedAt: LessThan(new Date(Date.now() - STALE_RENDER_MS)) },
      select: { id: true, roomId: true, version: true },
      take: 50,
    });
    for (const doc of stale) if (!(await this.conversions.queuedFor(doc))) await this.renderLogged(doc.id);
  }
}
