import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, LOGGER, type ServiceLogger } from '@bv/service-kit';
import { RecipientEntity } from '../account-mail/entities/recipient.entity';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { askedTemplateData } from './room-question-mail';

/** Tells the founder at once that a visitor asked in one of their rooms (sharing limits how often a visitor may ask). */
@Injectable()
export class MailOwnerOnQuestionAskedHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'room.question_asked'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    const owner = await tx.manager.findOneBy(RecipientEntity, { userId: p.ownerId });
    if (!owner) {
      this.logger.warn({ ownerId: p.ownerId, questionId: p.questionId }, 'question asked in a room of an owner this service does not know; no mail');
      return;
    }
    const questionsUrl = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/dashboard/rooms/${p.roomId}?questions=${p.questionId}`;
    await this.scheduler.schedule(tx, {
      email: owner.email,
      templateId: 'room_question_asked',
      dedupeKey: `event:${event.id}`,
      userData: askedTemplateData(p, { name: owner.name ?? 'there', questionsUrl }),
    });
  }
}
