import { Injectable } from '@nestjs/common';
import type { Transaction } from '@bv/messaging';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { quoteSchema } from '@bv/messaging';
import { schemaOf } from '@bv/service-kit';

/**
 * Keeps the recipient current when the owner renames the account or a new address is confirmed
 * (or undone). Events may arrive late or out of order: an older change never overwrites a newer one.
 */
@Injectable()
export class UpdateRecipientOnProfileChangedHandler {
  async handle(event: EventEnvelope<EventPayload<'user.profile_changed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    const table = `${quoteSchema(schemaOf(tx.manager.connection))}.recipients`;
    await tx.manager.query(
      `INSERT INTO ${table} AS r (user_id, email, name, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, updated_at = EXCLUDED.updated_at
       WHERE r.updated_at <= EXCLUDED.updated_at`,
      [p.userId, p.email, p.name, new Date(p.changedAt)],
    );
  }
}
