import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { formatSingaporeIsoDate, peerProfileOf } from '@bv/domain';
import type { Transaction } from '@bv/messaging';
import { LiteAssessmentEntity } from '../lite/entities/lite-assessment.entity';
import { ProAssessmentEntity } from '../pro/entities/pro-assessment.entity';
import { PeerResultEntity } from './peer-result.entity';

type Source = { id: string; completedAt: Date; peerResultId: string | null };

/**
 * Keeps the anonymised results peer benchmarks are computed from (docs/product-rules.md, "Peer
 * benchmarks"): each completed assessment adds one, and replaces the same company's earlier one,
 * so a company that re-tests counts once. A completion delivered after a newer one adds nothing.
 */
@Injectable()
export class AddPeerResultOnAssessmentCompletedHandler {
  async handle(event: EventEnvelope<EventPayload<'assessment.completed'>>, tx: Transaction): Promise<void> {
    const { manager } = tx;
    const { assessmentId, kind, toolType, score, maxScore } = event.payload;
    const row: Omit<PeerResultEntity, 'completedOn'> & { completedAt: Date } = { id: randomUUID(), kind, toolType, totalScore: score, maxScore, categoryScores: null, industry: null, revenueBand: null, country: null, completedAt: new Date() };
    let siblings: Source[];
    let link: (ids: string[], peerResultId: string | null) => Promise<unknown>;

    // The company's assessments are locked together, in id order, so two of its completions apply one after the other.
    if (kind === 'pro') {
      const owner = await manager.findOne(ProAssessmentEntity, { where: { id: assessmentId, status: 'completed' }, select: { id: true, userId: true } });
      if (!owner) return;
      const all = await manager.find(ProAssessmentEntity, { where: { userId: owner.userId, status: 'completed' }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
      const assessment = all.find((a) => a.id === assessmentId);
      if (!assessment || assessment.peerResultId) return;
      row.completedAt = assessment.completedAt ?? assessment.updatedAt;
      row.categoryScores = Object.fromEntries((assessment.categoryScores ?? []).map((c) => [c.categoryId, c.score]));
      Object.assign(row, peerProfileOf(assessment.userInfo));
      siblings = all.filter((a) => a.id !== assessmentId).map((a) => ({ id: a.id, completedAt: a.completedAt ?? a.updatedAt, peerResultId: a.peerResultId }));
      link = (ids, peerResultId) => manager.createQueryBuilder().update(ProAssessmentEntity).set({ peerResultId }).where({ id: In(ids) }).updateEntity(false).execute();
    } else {
      // Lite asks for no industry, revenue or country: its rows carry none (nothing is guessed).
      const owner = await manager.findOne(LiteAssessmentEntity, { where: { id: assessmentId }, select: { id: true, userEmail: true, toolType: true } });
      if (!owner) return;
      const all = await manager.find(LiteAssessmentEntity, { where: { userEmail: owner.userEmail, toolType: owner.toolType }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
      const assessment = all.find((a) => a.id === assessmentId);
      if (!assessment || assessment.peerResultId) return;
      row.completedAt = assessment.createdAt;
      siblings = all.filter((a) => a.id !== assessmentId).map((a) => ({ id: a.id, completedAt: a.createdAt, peerResultId: a.peerResultId }));
      link = (ids, peerResultId) => manager.createQueryBuilder().update(LiteAssessmentEntity).set({ peerResultId }).where({ id: In(ids) }).updateEntity(false).execute();
    }

    const counted = siblings.filter((s) => s.peerResultId !== null);
    if (counted.some((s) => s.completedAt > row.completedAt)) return;
    await replace(manager, counted, row, link);
    await link([assessmentId], row.id);
  }
}

async function replace(manager: EntityManager, earlier: Source[], row: Omit<PeerResultEntity, 'completedOn'> & { completedAt: Date }, link: (ids: string[], id: string | null) => Promise<unknown>) {
  if (earlier.length > 0) {
    await manager.delete(PeerResultEntity, { id: In(earlier.map((s) => s.peerResultId as string)) });
    await link(earlier.map((s) => s.id), null);
  }
  const { completedAt, ...fields } = row;
  await manager.insert(PeerResultEntity, { ...fields, completedOn: formatSingaporeIsoDate(completedAt) });
}
