import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { formatSingaporeDateTime } from '@bv/domain';
import type { Transaction } from '@bv/messaging';
import { CONFIG, LOGGER, type ServiceLogger } from '@bv/service-kit';
import { schemaSqlOf } from '../common/sql';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from '../email/email-scheduler.service';

/**
 * Mails the one-time code of a link's e-mail gate. Sharing limits how many codes an address, a
 * link and a client may ask for; this counts the mails too and sends at most
 * SHARE_CODE_EMAILS_PER_HOUR to one address in an hour, whatever asked.
 */
@Injectable()
export class MailViewerCodeOnCodeRequestedHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'share.viewer_code_requested'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    if (new Date(p.expiresAt).getTime() <= Date.now()) return;
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`viewer-code-mail:${p.email}`]);
    const [{ n }] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${schemaSqlOf(tx.manager.connection)}.email_automation_logs
       WHERE user_email = $1 AND template_id = 'share_viewer_code' AND created_at > now() - interval '1 hour'`,
      [p.email],
    );
    if (n >= this.config.SHARE_CODE_EMAILS_PER_HOUR) {
      this.logger.warn({ shareId: p.shareId }, 'one-time code not mailed: the address had its hourly share of codes');
      return;
    }
    await this.scheduler.schedule(tx, {
      email: p.email,
      templateId: 'share_viewer_code',
      dedupeKey: `event:${event.id}`,
      userData: { linkTitle: p.linkTitle, viewerCode: p.code, expiresAt: formatSingaporeDateTime(new Date(p.expiresAt)) },
    });
  }
}
