import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { siteLinks } from '../common/site-links';
import { SequenceService } from './sequence.service';

/**
 * A lead score crossing 35 (docs/product-rules.md, "Lead scoring") starts the high-score sequence. The event carries no
 * Lite result, so the result step is skipped; the follow-ups are keyed per address, so a
 * high Lite score that crossed at the same moment still makes one high-score sequence.
 */
@Injectable()
export class StartHighScoreOnScoreCrossedHandler {
  constructor(
    private readonly sequences: SequenceService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'score.crossed'>>, tx: Transaction): Promise<void> {
    const { pricingUrl, consultationLink } = siteLinks(this.config);
    await this.sequences.start(
      tx,
      {
        triggerType: 'high_score',
        email: event.payload.email,
        triggerKey: 'lead-score',
        userData: { name: event.payload.name ?? 'there', pricingUrl, consultationLink },
        triggeredAt: new Date(event.occurredAt),
      },
    );
  }
}
