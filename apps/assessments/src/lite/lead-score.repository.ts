import { randomUUID } from 'node:crypto';
import { crossedHighScore, nextLeadScore } from '@bv/domain';
import { quoteSchema, type Transaction } from '@bv/messaging';

export type LeadScoreChange = { previous: number; next: number; crossed: boolean };

/**
 * Appends one change to an address's lead score, in plain SQL (it is on the Lite write path).
 * A transaction-scoped advisory lock on the address serialises concurrent changes, so two
 * submissions cannot both read the same previous score; the SELECT runs after the lock is
 * held, so its snapshot sees the change that held it before.
 */
export async function recordLeadScoreChange(
  sql: Pick<Transaction, 'query'>,
  schema: string,
  email: string,
  change: number,
  triggerEvent: string,
  metadata: Record<string, unknown>,
): Promise<LeadScoreChange> {
  const history = `${quoteSchema(schema)}.lead_scoring_history`;
  await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lead:${email}`]);
  const [latest] = await sql.query<{ new_score: number }>(`SELECT new_score FROM ${history} WHERE user_email = $1 ORDER BY seq DESC LIMIT 1`, [email]);
  const previous = latest?.new_score ?? 0;
  const next = nextLeadScore(previous, change);
  await sql.query(
    `INSERT INTO ${history} (id, user_email, score_change, previous_score, new_score, trigger_event, metadata) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), email, next - previous, previous, next, triggerEvent, metadata],
  );
  return { previous, next, crossed: crossedHighScore(previous, next) };
}
