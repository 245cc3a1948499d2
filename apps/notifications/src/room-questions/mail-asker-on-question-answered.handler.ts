import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { answeredTemplateData } from './room-question-mail';

/** Mails the answer to whoever asked, when they gave an address, with a link back to the page they asked about. */
@Injectable()
export class MailAskerOnQuestionAnsweredHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'room.question_answered'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    if (!p.askerEmail || !p.roomPagePath) return;
    await this.scheduler.schedule(tx, {
      email: p.askerEmail,
      templateId: 'room_question_answered',
      dedupeKey: `event:${event.id}`,
      userData: answeredTemplateData(p, `${this.config.PUBLIC_URL.replace(/\/$/, '')}${p.roomPagePath}`),
    });
  }
}
