import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { documentPrefix, roomPrefix, type ObjectStore } from '@bv/storage';
import { OBJECT_STORE } from './room-storage';

/**
 * A room's or a document's files go after its rows (docs/architecture-notes.md, "Object
 * storage"): the rows are deleted with the event in one transaction, and this consumer deletes
 * the prefix; a crash in between redelivers the event, and deletePrefix is idempotent.
 */
@Injectable()
export class DeleteRoomFilesHandler {
  constructor(@Inject(OBJECT_STORE) private readonly store: ObjectStore) {}

  async roomDeleted(event: EventEnvelope<EventPayload<'room.deleted'>>): Promise<void> {
    await this.store.deletePrefix(roomPrefix(event.payload.roomId));
  }

  async documentDeleted(event: EventEnvelope<EventPayload<'document.deleted'>>): Promise<void> {
    await this.store.deletePrefix(documentPrefix(event.payload.roomId, event.payload.documentId));
  }
}
