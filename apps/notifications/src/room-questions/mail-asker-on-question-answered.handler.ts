import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { answeredTemplateData } from './room-question-mail';

/**
 * Mails the answer to whoever asked, when they gave an address: a verified address gets a link back
 * to the page they asked about; a typed one (maybe somebody else's) the answer alone, without the
 * link's token (docs/product-rules.md, "Deal rooms": questions).
 */
@Injectable()
export class MailAskerOnQuestionAnsweredHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'room.question_answered'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    if (!p.askerEmail) return;
    const roomPageUrl = p.roomPagePath ? `${this.config.PUBLIC_URL.replace(/\/$/, '')}${p.roomPagePath}` : null;
    await this.scheduler.schedule(tx, {
      email: p.askerEmail,
      templateId: roomPageUrl ? 'room_question_answered' : 'room_question_answered_unverified',
      dedupeKey: `event:${event.id}`,
      userData: answeredTemplateData(p, roomPageUrl),
    });
  }
}
