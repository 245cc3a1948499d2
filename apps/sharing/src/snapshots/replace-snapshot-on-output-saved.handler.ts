import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { quoteSchema, type Transaction } from '@bv/messaging';
import { schemaOf } from '@bv/service-kit';

/**
 * A saved output replaces its snapshot. Events may arrive late or twice: a snapshot only moves
 * to a higher version, and a deleted output stays deleted.
 */
@Injectable()
export class ReplaceSnapshotOnOutputSavedHandler {
  async handle(event: EventEnvelope<EventPayload<'output.saved'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    const table = `${quoteSchema(schemaOf(tx.manager.connection))}.output_snapshots`;
    await tx.query(
      `INSERT INTO ${table} AS o (output_id, owner_id, output_type, version, title, content, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, now())
       ON CONFLICT (output_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, output_type = EXCLUDED.output_type, version = EXCLUDED.version,
         title = EXCLUDED.title, content = EXCLUDED.content, updated_at = now()
       WHERE o.version < EXCLUDED.version AND o.deleted_at IS NULL`,
      [p.outputId, p.ownerId, p.outputType, p.version, p.title, JSON.stringify(p.content ?? null)],
    );
  }
}
