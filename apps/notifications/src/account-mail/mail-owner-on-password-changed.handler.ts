import { formatSingaporeDateTime } from '@bv/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { signInUrl } from '../common/site-links';
import { EmailSchedulerService } from '../email/email-scheduler.service';

/** Security notice: the owner hears of every password change or reset, so a stranger's is noticed. */
@Injectable()
export class MailOwnerOnPasswordChangedHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'account.password_changed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await this.scheduler.schedule(
      tx,
      {
        email: p.email,
        templateId: 'password_changed',
        dedupeKey: `event:${event.id}`,
        userData: {
          name: p.name || 'there',
          passwordChange: p.how === 'reset' ? 'reset' : 'changed',
          changedAt: formatSingaporeDateTime(new Date(p.changedAt)),
          signInUrl: signInUrl(this.config),
        },
      },
    );
  }
}
