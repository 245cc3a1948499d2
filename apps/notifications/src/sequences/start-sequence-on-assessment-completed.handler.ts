import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { emailTriggerForScore } from '@bv/domain';
import type { HandlerHooks } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { siteLinks } from '../common/site-links';
import { liteResultData } from './lite-result-data';
import { SequenceService } from './sequence.service';

/**
 * Every finished assessment starts its sequence: the high-score one at 35+, else the
 * completion one (spec §9). Its first step is the result mail; follow-ups come later.
 */
@Injectable()
export class StartSequenceOnAssessmentCompletedHandler {
  constructor(
    private readonly sequences: SequenceService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'assessment.completed'>>, manager: EntityManager, hooks: HandlerHooks): Promise<void> {
    const p = event.payload;
    // The Lite sequences sell a paid plan on a score out of 50; a Pro result comes from a buyer.
    if (p.kind !== 'lite') return;
    await this.sequences.start(
      manager,
      {
        triggerType: emailTriggerForScore(p.score),
        email: p.email,
        triggerKey: `assessment-${p.assessmentId}`,
        userData: liteResultData(p, siteLinks(this.config)),
        triggeredAt: new Date(event.occurredAt),
      },
      hooks,
    );
  }
}
