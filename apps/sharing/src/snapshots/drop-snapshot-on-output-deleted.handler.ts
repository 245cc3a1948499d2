import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { quoteSchema, type Transaction } from '@bv/messaging';
import { schemaOf } from '@bv/service-kit';

/**
 * A deleted output's snapshot loses its content for good (its links stop working); a save that
 * arrives after the deletion cannot bring it back.
 */
@Injectable()
export class DropSnapshotOnOutputDeletedHandler {
  async handle(event: EventEnvelope<EventPayload<'output.deleted'>>, tx: Transaction): Promise<void> {
    const table = `${quoteSchema(schemaOf(tx.manager.connection))}.output_snapshots`;
    await tx.query(
      `INSERT INTO ${table} AS o (output_id, version, title, content, deleted_at, updated_at) VALUES ($1, 0, '', NULL, now(), now())
       ON CONFLICT (output_id) DO UPDATE SET deleted_at = COALESCE(o.deleted_at, now()), content = NULL, updated_at = now()`,
      [event.payload.outputId],
    );
  }
}
