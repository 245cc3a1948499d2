import { formatSingaporeDateTime } from '@bv/domain';
import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { EmailSchedulerService } from '../email/email-scheduler.service';

/** Identity issued a single-use reset link; it goes out whatever the marketing preferences. */
@Injectable()
export class MailPasswordResetLinkHandler {
  constructor(private readonly scheduler: EmailSchedulerService) {}

  async handle(event: EventEnvelope<EventPayload<'user.password_reset_requested'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.scheduler.schedule(
      tx,
      {
        email: p.email,
        templateId: 'reset_password',
        dedupeKey: `event:${event.id}`,
        userData: { resetUrl: p.resetUrl, expiresAt: formatSingaporeDateTime(new Date(p.expiresAt)) },
      },
    );
  }
}
