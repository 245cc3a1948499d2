import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { emailTriggerForScore } from '@bv/domain';
import type { HandlerHooks } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from './email-scheduler.service';

const TOOL_NAMES = { exitcheck: 'ExitCheck', pitchprep: 'PitchPrep' } as const;

/** Mails every finished assessment its result: the high-score mail at 35+, else the results mail. */
@Injectable()
export class AssessmentCompletedHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'assessment.completed'>>, manager: EntityManager, hooks: HandlerHooks): Promise<void> {
    const p = event.payload;
    const base = this.config.PUBLIC_URL.replace(/\/$/, '');
    await this.scheduler.schedule(
      manager,
      {
        email: p.email,
        templateId: emailTriggerForScore(p.score),
        dedupeKey: `assessment:${p.assessmentId}`,
        userData: {
          name: p.name,
          toolName: `${TOOL_NAMES[p.toolType]} ${p.kind === 'lite' ? 'Lite' : 'Pro'}`,
          toolType: p.toolType,
          score: p.score,
          maxScore: p.maxScore,
          scoreLabel: p.scoreLabel,
          insight: p.insight,
          pricingUrl: `${base}/#pricing`,
          consultationLink: `${base}/account?tab=consultations`,
        },
      },
      hooks,
    );
  }
}
