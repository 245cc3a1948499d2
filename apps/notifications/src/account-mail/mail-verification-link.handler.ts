import { formatSingaporeDateTime } from '@bv/domain';
import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { EmailSchedulerService } from '../email/email-scheduler.service';

/** Identity asked for the verify-your-address mail (sign-up or "send it again"). */
@Injectable()
export class MailVerificationLinkHandler {
  constructor(private readonly scheduler: EmailSchedulerService) {}

  async handle(event: EventEnvelope<EventPayload<'user.verification_requested'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.scheduler.schedule(
      tx,
      {
        email: p.email,
        templateId: 'verify_email',
        dedupeKey: `event:${event.id}`,
        userData: { name: p.name || 'there', verifyUrl: p.verifyUrl, expiresAt: formatSingaporeDateTime(new Date(p.expiresAt)) },
      },
    );
  }
}
