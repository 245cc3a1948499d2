import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventPayload, EventType } from '@bv/contracts';
import { addToOutbox, type NewEvent, type OutboxRelay } from '@bv/messaging';

/** What a service's code uses to publish: write in the transaction, nudge after commit. */
export class Outbox {
  constructor(
    private readonly schema: string,
    private readonly producer: string,
    private readonly relay: OutboxRelay,
  ) {}

  add<T extends EventType>(manager: EntityManager, event: NewEvent<T>): Promise<EventEnvelope<EventPayload<T>>> {
    return addToOutbox(manager, this.schema, this.producer, event);
  }

  /** Call after the transaction committed so the events leave at once. */
  committed(): void {
    this.relay.nudge();
  }
}
