import { formatSingaporeDateTime, singaporeDateOf } from '@bv/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { signInUrl } from '../common/site-links';
import { EmailSchedulerService } from '../email/email-scheduler.service';

/**
 * The sign-up form answered a known address as if it were new; the owner hears why no new
 * account came. One such mail per address and Singapore day, however often the form is sent.
 */
@Injectable()
export class MailOwnerOnSignUpRepeatedHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'account.sign_up_repeated'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    const attemptedAt = new Date(p.attemptedAt);
    const day = singaporeDateOf(attemptedAt);
    await this.scheduler.schedule(
      tx,
      {
        email: p.email,
        templateId: 'account_exists',
        dedupeKey: `account-exists:${p.userId}:${day.year}-${day.month}-${day.day}`,
        userData: { name: p.name || 'there', attemptedAt: formatSingaporeDateTime(attemptedAt), signInUrl: signInUrl(this.config) },
      },
    );
  }
}
