import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { crossedHighScore, nextLeadScore } from '@bv/domain';
import { LeadScoringHistoryEntity } from './entities/lead-scoring-history.entity';

export type LeadScoreChange = { previous: number; next: number; crossed: boolean };

/**
 * Appends one change to an address's lead score. A transaction-scoped advisory lock on the
 * address serialises concurrent changes, so two submissions cannot both read the same
 * previous score.
 */
export async function recordLeadScoreChange(
  manager: EntityManager,
  email: string,
  change: number,
  triggerEvent: string,
  metadata: Record<string, unknown>,
): Promise<LeadScoreChange> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lead:${email}`]);
  const latest: { new_score: number }[] = await manager
    .createQueryBuilder(LeadScoringHistoryEntity, 'h')
    .select('h.new_score', 'new_score')
    .where('h.user_email = :email', { email })
    .orderBy('h.seq', 'DESC')
    .limit(1)
    .getRawMany();
  const previous = latest[0]?.new_score ?? 0;
  const next = nextLeadScore(previous, change);
  await manager.insert(LeadScoringHistoryEntity, {
    id: randomUUID(),
    userEmail: email,
    scoreChange: next - previous,
    previousScore: previous,
    newScore: next,
    triggerEvent,
    metadata,
  });
  return { previous, next, crossed: crossedHighScore(previous, next) };
}
