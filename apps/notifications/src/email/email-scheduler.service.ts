import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { HandlerHooks } from '@bv/messaging';
import { EmailAutomationLogEntity } from './entities/email-automation-log.entity';
import { EMAIL_QUEUE } from './email-delivery.service';
import type { EmailQueue } from './email-queue';
import type { TemplateData } from './template-renderer';

export type ScheduledEmail = { email: string; templateId: string; userData: TemplateData; dedupeKey: string };

@Injectable()
export class EmailSchedulerService {
  constructor(@Inject(EMAIL_QUEUE) private readonly queue: EmailQueue) {}

  /**
   * Logs the mail as pending in the caller's transaction and queues it once that commits.
   * A second request with the same dedupe key is ignored.
   */
  async schedule(manager: EntityManager, mail: ScheduledEmail, hooks: HandlerHooks): Promise<string | null> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(EmailAutomationLogEntity)
      .values({
        id: randomUUID(),
        userEmail: mail.email,
        templateId: mail.templateId,
        status: 'pending',
        scheduledAt: new Date(),
        userData: mail.userData,
        attempts: 0,
        dedupeKey: mail.dedupeKey,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id ?? null;
    if (id) hooks.afterCommit(() => this.queue.enqueue(id));
    return id;
  }
}
