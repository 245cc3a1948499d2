import { formatSingaporeDateTime } from '@bv/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { signInUrl } from '../common/site-links';
import { EmailSchedulerService } from '../email/email-scheduler.service';

/** Security notice: two-step verification was turned on or off on the owner's account. */
@Injectable()
export class MailOwnerOnMfaChangedHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'account.mfa_changed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.scheduler.schedule(
      tx,
      {
        email: p.email,
        templateId: 'mfa_changed',
        dedupeKey: `event:${event.id}`,
        userData: {
          name: p.name || 'there',
          mfaChange: p.change === 'added' ? 'turned on' : 'turned off',
          changedAt: formatSingaporeDateTime(new Date(p.changedAt)),
          signInUrl: signInUrl(this.config),
        },
      },
    );
  }
}
