import type { Transaction } from '@bv/messaging';
import type { ProAssessmentEntity } from '../entities/pro-assessment.entity';

/**
 * exitcheck.report_changed, in the transaction that completed an audit or stored its (re)written
 * report: sharing renders the report PDF again for the deal rooms that hold it
 * (docs/architecture-notes.md, "ExitCheck report in deal rooms").
 */
export function announceReportChanged(tx: Transaction, userId: string, assessment: Pick<ProAssessmentEntity, 'id' | 'completedAt' | 'updatedAt' | 'totalScore'>): void {
  tx.publish({
    type: 'exitcheck.report_changed',
    payload: {
      userId,
      assessmentId: assessment.id,
      completedAt: (assessment.completedAt ?? assessment.updatedAt).toISOString(),
      score: Math.round(assessment.totalScore ?? 0),
      changedAt: new Date().toISOString(),
    },
  });
}
