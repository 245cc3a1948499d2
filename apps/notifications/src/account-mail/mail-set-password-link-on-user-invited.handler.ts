import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { EmailSchedulerService } from '../email/email-scheduler.service';

/** A guest bought without an account: identity invited them; they set a password from the mail. */
@Injectable()
export class MailSetPasswordLinkOnUserInvitedHandler {
  constructor(private readonly scheduler: EmailSchedulerService) {}

  async handle(event: EventEnvelope<EventPayload<'user.invited'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.scheduler.schedule(
      tx,
      { email: p.email, templateId: 'set_password', dedupeKey: `invite:${p.userId}`, userData: { activationUrl: p.activationUrl, name: p.name || 'there' } },
    );
  }
}
