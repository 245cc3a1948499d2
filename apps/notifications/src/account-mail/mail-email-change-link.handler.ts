import { formatSingaporeDateTime } from '@bv/domain';
import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { EmailSchedulerService } from '../email/email-scheduler.service';

/** Identity asked to confirm a new sign-in address: the link goes to the new address. */
@Injectable()
export class MailEmailChangeLinkHandler {
  constructor(private readonly scheduler: EmailSchedulerService) {}

  async handle(event: EventEnvelope<EventPayload<'user.email_change_requested'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.scheduler.schedule(
      tx,
      {
        email: p.email,
        templateId: 'confirm_email_change',
        dedupeKey: `event:${event.id}`,
        userData: { name: p.name || 'there', confirmUrl: p.confirmUrl, expiresAt: formatSingaporeDateTime(new Date(p.expiresAt)) },
      },
    );
  }
}
