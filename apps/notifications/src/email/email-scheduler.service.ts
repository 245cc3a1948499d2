import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { HandlerHooks } from '@bv/messaging';
import { LOGGER, type RowJobQueue, type ServiceLogger } from '@bv/service-kit';
import { stableUuid } from '../common/stable-id';
import { EmailAutomationLogEntity } from './entities/email-automation-log.entity';
import { EMAIL_QUEUE } from './email-delivery.service';
import type { TemplateData } from './template-renderer';

export type ScheduledEmail = {
  email: string;
  templateId: string;
  userData: TemplateData;
  /** What this mail is for; the same key never mails twice. */
  dedupeKey: string;
  /** Default now; a later time makes a delayed job. */
  scheduledAt?: Date;
  triggerType?: string;
  step?: number;
};

/** Redis may be down: the caller must not wait for it, the sweeper queues the row later. */
const ENQUEUE_TIMEOUT_MS = 3_000;

@Injectable()
export class EmailSchedulerService {
  constructor(
    @Inject(EMAIL_QUEUE) private readonly queue: RowJobQueue,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  /**
   * Logs the mail as pending in the caller's transaction and queues it once that commits.
   * The row id comes from the dedupe key, and a second request with the same key is ignored.
   * Returns the new row's id, or null when the key was taken.
   */
  async schedule(manager: EntityManager, mail: ScheduledEmail, hooks: HandlerHooks): Promise<string | null> {
    const scheduledAt = mail.scheduledAt ?? new Date();
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(EmailAutomationLogEntity)
      .values({
        id: stableUuid(mail.dedupeKey),
        userEmail: mail.email,
        templateId: mail.templateId,
        status: 'pending',
        scheduledAt,
        userData: mail.userData,
        attempts: 0,
        dedupeKey: mail.dedupeKey,
        triggerType: mail.triggerType ?? null,
        step: mail.step ?? null,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id ?? null;
    if (id) hooks.afterCommit(() => this.enqueueSoon(id, scheduledAt));
    return id;
  }

  /** Never throws and never waits long: a row left unqueued is found by the sweeper. */
  enqueueSoon(id: string, runAt?: Date): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.logger.warn({ logId: id }, 'queueing mail timed out (Redis?); the sweeper will queue it');
        resolve();
      }, ENQUEUE_TIMEOUT_MS);
    });
    const queued = this.queue.enqueue(id, runAt).catch((err: Error) => {
      this.logger.warn({ logId: id, err: err.message }, 'queueing mail failed; the sweeper will queue it');
    });
    return Promise.race([queued, timeout]).finally(() => clearTimeout(timer));
  }
}
