import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { LEAD_SCORE_EVENTS, type LeadScoreEvent } from '@bv/domain';
import type { Transaction } from '@bv/messaging';
import { DATA_SOURCE, schemaOf } from '@bv/service-kit';
import { recordLeadScoreChange } from '../lite/lead-score.repository';

const SCORE_EVENT: Record<EventPayload<'email.engaged'>['kind'], LeadScoreEvent> = { open: 'email_open', click: 'email_click' };

/**
 * An opened or clicked mail adds to the address's lead score (docs/product-rules.md, "Lead scoring": open 2, click 3). When
 * that lifts the score across 35, score.crossed goes out in the same transaction, once.
 */
@Injectable()
export class AddLeadScoreOnEmailEngagedHandler {
  private readonly schema: string;

  constructor(@Inject(DATA_SOURCE) dataSource: DataSource) {
    this.schema = schemaOf(dataSource);
  }

  async handle(event: EventEnvelope<EventPayload<'email.engaged'>>, tx: Transaction): Promise<void> {
    const { email, kind, templateId, at } = event.payload;
    const trigger = SCORE_EVENT[kind];
    const lead = await recordLeadScoreChange(tx, this.schema, email, LEAD_SCORE_EVENTS[trigger], trigger, { templateId, at, eventId: event.id });
    if (!lead.crossed) return;
    tx.publish({ type: 'score.crossed', payload: { email, name: null, previousScore: lead.previous, newScore: lead.next, threshold: 35 } });
  }
}
