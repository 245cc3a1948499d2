import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { documentVersionKey } from '@bv/storage';
import { RoomDocumentEntity } from '../entities/room-document.entity';
import { RoomEntity } from '../entities/room.entity';
import { RoomReportService } from './room-report.service';

type Changed = EventPayload<'exitcheck.report_changed'>;

/** A newer audit always wins; the same audit only for a later change of its report (events may arrive late or twice). */
export function isNewerReport(doc: Pick<RoomDocumentEntity, 'reportAssessmentId' | 'reportCompletedAt' | 'reportChangedAt'>, change: Changed): boolean {
  const changedAt = new Date(change.changedAt).getTime();
  if (doc.reportAssessmentId === change.assessmentId) return !doc.reportChangedAt || changedAt > doc.reportChangedAt.getTime();
  return !doc.reportCompletedAt || new Date(change.completedAt).getTime() > doc.reportCompletedAt.getTime();
}

/**
 * The founder completed an audit or (re)wrote its report: every room holding their ExitCheck report
 * moves to a new version showing it, rendered after this commit (docs/architecture-notes.md,
 * "ExitCheck report in deal rooms"). Until it is converted the room says it is being prepared.
 */
@Injectable()
export class RenderReportOnReportChangedHandler {
  constructor(private readonly reports: RoomReportService) {}

  async handle(event: EventEnvelope<Changed>, tx: Transaction): Promise<void> {
    const change = event.payload;
    const docs = await tx.manager
      .createQueryBuilder(RoomDocumentEntity, 'd')
      .innerJoin(RoomEntity, 'r', 'r.id = d.room_id')
      .where('r.owner_id = :userId AND d.source = :source', { userId: change.userId, source: 'report' })
      .setLock('pessimistic_write', undefined, ['d'])
      .getMany();
    for (const doc of docs.filter((d) => isNewerReport(d, change))) {
      const version = doc.version + 1;
      Object.assign(doc, {
        version,
        storageKey: documentVersionKey(doc.roomId, doc.id, version, 'original'),
        status: 'converting',
        failureKind: null,
        failureMessage: null,
        pageCount: null,
        manifestKey: null,
        reportAssessmentId: change.assessmentId,
        reportCompletedAt: new Date(change.completedAt),
        reportScore: change.score,
        reportChangedAt: new Date(change.changedAt),
      });
      await tx.manager.save(doc);
      // Not awaited: the event is done once the rows say what to show; the render follows (and the sweep, if it is lost).
      tx.afterCommit(() => void this.reports.renderLogged(doc.id));
    }
  }
}
