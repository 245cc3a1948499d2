import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { schemaSqlOf } from '../common/sql';
import { stableUuid } from '../common/stable-id';
import {
  fromAssessmentCompleted,
  fromQuestionAsked,
  fromRoomDocumentViewed,
  fromRoomViewed,
  fromShareViewed,
  leadCreated,
  visitorsHot,
  type OnceOccurrence,
  type WebhookOccurrence,
} from './webhook-payload';
import { WebhookQueue } from './webhook-queue';

/**
 * Turns platform events into deliveries for the founder's enabled endpoints that asked for them,
 * in the event's own transaction (its inbox row): a redelivered event finds its deliveries there
 * already (unique endpoint + event id) and queues nothing twice.
 */
@Injectable()
export class FanOutWebhooksHandler {
  constructor(private readonly queue: WebhookQueue) {}

  onAssessmentCompleted(event: EventEnvelope<EventPayload<'assessment.completed'>>, tx: Transaction): Promise<void> {
    return this.record(tx, fromAssessmentCompleted(event));
  }

  async onShareViewed(event: EventEnvelope<EventPayload<'share.viewed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.record(tx, fromShareViewed(event, stableUuid));
    await this.recordOnce(tx, [
      ...leadCreated(event, p.ownerId, { email: p.viewerEmail, name: null, verified: true }, { via: 'share_link', shareId: p.shareId }, stableUuid),
      ...visitorsHot(event, { shareId: p.shareId }, p.followUps, stableUuid),
    ]);
  }

  /** A room link's gate (and its agreement, which follows it) lets a visitor in with a verified address. */
  async onRoomViewed(event: EventEnvelope<EventPayload<'room.viewed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.record(tx, fromRoomViewed(event));
    await this.recordOnce(tx, leadCreated(event, p.ownerId, { email: p.viewerEmail, name: null, verified: true }, { via: 'room_link', roomId: p.roomId, linkId: p.linkId }, stableUuid));
  }

  async onRoomDocumentViewed(event: EventEnvelope<EventPayload<'document.viewed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.record(tx, fromRoomDocumentViewed(event));
    await this.recordOnce(tx, visitorsHot(event, { roomId: p.roomId, linkId: p.linkId }, p.followUps, stableUuid));
  }

  async onQuestionAsked(event: EventEnvelope<EventPayload<'room.question_asked'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.record(tx, fromQuestionAsked(event));
    const lead = { email: p.askerEmail, name: p.askerName, verified: p.askerVerified };
    await this.recordOnce(tx, leadCreated(event, p.ownerId, lead, { via: 'question', roomId: p.roomId, linkId: p.linkId }, stableUuid));
  }

  /**
   * What the founder hears of once only (a visitor turning hot per link, a lead per address): the
   * first event to claim its key in webhook_once is delivered, later ones are not. The key is
   * claimed whether or not an endpoint listens now: "for the first time" means the first time.
   */
  private async recordOnce(tx: Transaction, occurrences: OnceOccurrence[]): Promise<void> {
    const s = schemaSqlOf(tx.manager.connection);
    for (const o of occurrences) {
      const claimed = await tx.query<{ key: string }>(`INSERT INTO ${s}.webhook_once (user_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING key`, [o.userId, o.onceKey]);
      if (claimed.length > 0) await this.record(tx, [o]);
    }
  }

  private async record(tx: Transaction, occurrences: WebhookOccurrence[]): Promise<void> {
    const s = schemaSqlOf(tx.manager.connection);
    for (const o of occurrences) {
      const endpoints = await tx.query<{ id: string }>(`SELECT id FROM ${s}.webhook_endpoints WHERE user_id = $1 AND enabled AND $2 = ANY (event_types)`, [o.userId, o.type]);
      if (endpoints.length === 0) continue;
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO ${s}.webhook_deliveries (id, endpoint_id, event_id, event_type, payload)
         SELECT gen_random_uuid(), e, $2, $3, $4 FROM unnest($1::uuid[]) AS e
         ON CONFLICT (endpoint_id, event_id) DO NOTHING RETURNING id`,
        [endpoints.map((e) => e.id), o.eventId, o.type, o.message],
      );
      this.queue.afterCommit(tx, inserted.map((r) => r.id));
    }
  }
}

/** A test message: its own id each time, so a receiver that dedupes still sees every test. */
export const testMessage = () => ({
  eventId: randomUUID(),
  message: { type: 'webhook.test', timestamp: new Date().toISOString(), data: { message: 'A test event from Blueprint Vault. Your endpoint is reachable.' } },
});
