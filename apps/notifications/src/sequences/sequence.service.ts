import { Inject, Injectable } from '@nestjs/common';
import type { EmailTriggerType } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import type { TemplateData } from '../email/template-renderer';
import { SEQUENCES, stepDedupeKey } from './sequence-definitions';
import { stepDueAt, type SequenceClock } from './step-schedule';

export type SequenceTrigger = {
  triggerType: EmailTriggerType;
  email: string;
  /** Identifies this trigger (an assessment id, a launch phase): a repeat finds its steps. */
  triggerKey: string;
  userData: TemplateData;
  triggeredAt: Date;
};

export type ScheduledStep = { logId: string; templateId: string; step: number; scheduledAt: Date };
export type SequenceStart = { scheduled: ScheduledStep[]; alreadyScheduled: number };

const LITE_RESULT_KEYS = ['score', 'maxScore', 'scoreLabel', 'insight', 'toolName'];

/**
 * Starts a sequence: every step becomes a pending log row with its due time, in the caller's
 * transaction, and a BullMQ job (delayed until then) whose id is the row id. Rows are keyed
 * by trigger and step, so a duplicate trigger schedules nothing new.
 */
@Injectable()
export class SequenceService {
  private readonly clock: SequenceClock;

  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) config: NotificationsConfig,
  ) {
    this.clock = { sendHourSgt: config.EMAIL_SEND_HOUR_SGT, dayMs: config.EMAIL_SEQUENCE_DAY_MS };
  }

  async start(tx: Transaction, trigger: SequenceTrigger): Promise<SequenceStart> {
    const sequence = SEQUENCES[trigger.triggerType];
    const hasLiteResult = LITE_RESULT_KEYS.every((key) => trigger.userData[key] !== undefined && trigger.userData[key] !== null);
    const steps = [...sequence.steps.entries()].filter(([, step]) => !step.needsLiteResult || hasLiteResult);
    const mails = steps.map(([index, step]) => ({
      email: trigger.email,
      templateId: step.templateId,
      userData: trigger.userData,
      dedupeKey: stepDedupeKey(trigger.triggerType, trigger.email, trigger.triggerKey, index, step),
      scheduledAt: stepDueAt(trigger.triggeredAt, step.delayDays, this.clock),
      triggerType: trigger.triggerType,
      step: index,
    }));
    const logIds = await this.scheduler.scheduleAll(tx, mails);
    const result: SequenceStart = { scheduled: [], alreadyScheduled: 0 };
    logIds.forEach((logId, i) => {
      const mail = mails[i];
      if (logId) result.scheduled.push({ logId, templateId: mail.templateId, step: mail.step, scheduledAt: mail.scheduledAt });
      else result.alreadyScheduled += 1;
    });
    return result;
  }
}
