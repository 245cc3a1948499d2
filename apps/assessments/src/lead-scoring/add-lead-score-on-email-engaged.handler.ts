import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { LEAD_SCORE_EVENTS, type LeadScoreEvent } from '@bv/domain';
import type { HandlerHooks } from '@bv/messaging';
import { OUTBOX, type Outbox } from '@bv/service-kit';
import { recordLeadScoreChange } from '../lite/lead-score.repository';

const SCORE_EVENT: Record<EventPayload<'email.engaged'>['kind'], LeadScoreEvent> = { open: 'email_open', click: 'email_click' };

/**
 * An opened or clicked mail adds to the address's lead score (spec §9: open 2, click 3). When
 * that lifts the score across 35, score.crossed goes out in the same transaction, once.
 */
@Injectable()
export class AddLeadScoreOnEmailEngagedHandler {
  constructor(@Inject(OUTBOX) private readonly outbox: Outbox) {}

  async handle(event: EventEnvelope<EventPayload<'email.engaged'>>, manager: EntityManager, hooks: HandlerHooks): Promise<void> {
    const { email, kind, templateId, at } = event.payload;
    const trigger = SCORE_EVENT[kind];
    const lead = await recordLeadScoreChange(manager, email, LEAD_SCORE_EVENTS[trigger], trigger, { templateId, at, eventId: event.id });
    if (!lead.crossed) return;
    await this.outbox.add(manager, {
      type: 'score.crossed',
      payload: { email, name: null, previousScore: lead.previous, newScore: lead.next, threshold: 35 },
    });
    hooks.afterCommit(async () => this.outbox.committed());
  }
}
