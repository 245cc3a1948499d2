import { formatSingaporeDateTime } from '@bv/domain';
import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { EmailSchedulerService } from '../email/email-scheduler.service';

/** Security notice to the address that was replaced, with identity's link to undo the change. */
@Injectable()
export class MailOldAddressOnEmailChangedHandler {
  constructor(private readonly scheduler: EmailSchedulerService) {}

  async handle(event: EventEnvelope<EventPayload<'account.email_changed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.scheduler.schedule(
      tx,
      {
        email: p.oldEmail,
        templateId: 'email_changed',
        dedupeKey: `event:${event.id}`,
        userData: {
          name: p.name || 'there',
          newEmail: p.newEmail,
          changedAt: formatSingaporeDateTime(new Date(p.changedAt)),
          undoUrl: p.undoUrl,
          expiresAt: formatSingaporeDateTime(new Date(p.undoExpiresAt)),
        },
      },
    );
  }
}
