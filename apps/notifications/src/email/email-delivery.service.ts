import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { LessThan, type DataSource } from 'typeorm';
import { CONFIG, DATA_SOURCE, LOGGER, RowJobQueue, schemaOf, UNIT_OF_WORK, type RowJob, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { schemaSqlOf } from '../common/sql';
import { ConsentService } from '../consent/consent.service';
import { EmailLinks } from '../consent/email-links';
import { addTracking } from '../engagement/tracking-links';
import { EmailAutomationLogEntity } from './entities/email-automation-log.entity';
import type { EmailCategory } from './entities/email-template.entity';
import { createMailTransport, type MailTransport, type OutgoingMail } from './mail-transport';
import { MissingTemplateValueError, renderTemplate } from './template-renderer';

export const EMAIL_QUEUE = Symbol('EMAIL_QUEUE');
/** The BullMQ queue of mail to send; one job per e-mail log row. */
export const EMAIL_QUEUE_NAME = 'email-send';

/** A job may fire a little before its row's time (clock skew between hosts). */
const EARLY_TOLERANCE_MS = 1_000;

/** An SMTP 5xx reply or data that cannot fill the template: retrying cannot help. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return err instanceof MissingTemplateValueError || (typeof code === 'number' && code >= 500 && code < 600);
}

/** A log row locked for sending, with its template (one statement). */
type MailToSend = {
  id: string;
  user_email: string;
  status: EmailAutomationLogEntity['status'];
  scheduled_at: Date;
  user_data: EmailAutomationLogEntity['userData'];
  trigger_type: string | null;
  template_id: string;
  category: EmailCategory | null;
  subject: string;
  text_body: string;
  html_body: string;
  version: number;
};

function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/**
 * Sends one logged e-mail; the log row moves pending → sent, → failed with the reason, or
 * → cancelled when marketing mail may no longer go to the address.
 */
@Injectable()
export class EmailDeliveryService {
  private readonly transport: MailTransport;
  private readonly sql: ReturnType<typeof deliveryStatements>;
  private sweeper?: NodeJS.Timeout;
  private sweep?: Promise<number>;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    @Inject(EMAIL_QUEUE) private readonly queue: RowJobQueue,
    private readonly consent: ConsentService,
    private readonly links: EmailLinks,
  ) {
    this.transport = createMailTransport(config.SMTP_URL, schemaOf(dataSource));
    this.sql = deliveryStatements(schemaSqlOf(dataSource));
  }

  start(): void {
    this.queue.startWorker((logId, job) => this.process(logId, job));
    // A sweep still running (Redis down, commands waiting) is not stacked upon.
    this.sweeper = setInterval(() => {
      if (!this.sweep) void this.requeueStalled();
    }, this.config.EMAIL_SWEEP_MS);
    this.logger.info({ transport: this.transport.kind }, 'e-mail delivery started');
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.queue.close();
    this.transport.close();
  }

  async process(logId: string, job: Job<RowJob>): Promise<void> {
    try {
      await this.deliver(logId);
    } catch (err) {
      const permanent = isPermanent(err);
      const lastAttempt = RowJobQueue.isLastAttempt(job, permanent);
      const message = err instanceof Error ? err.message : String(err);
      await this.dataSource.query(this.sql.recordFailure, [logId, message.slice(0, 1000), lastAttempt]);
      this.logger.warn({ logId, attempt: job.attemptsMade + 1, lastAttempt, permanent, err: message }, 'e-mail delivery failed');
      throw permanent ? new UnrecoverableError(message) : err;
    }
  }

  /**
   * Locks the row while sending so two workers can never send the same mail. Three plain
   * statements per mail (issue 18): the row and its template locked in one SELECT, the mailbox
   * row when there is no SMTP server, the UPDATE to sent.
   */
  private async deliver(logId: string): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const [mail] = await tx.query<MailToSend>(this.sql.lockForSending, [logId]);
      if (!mail) throw new Error(`E-mail log ${logId} not found`);
      if (mail.status !== 'pending') return;
      // Too early: leave it pending; the sweeper queues it again once it is due.
      if (mail.scheduled_at.getTime() > Date.now() + EARLY_TOLERANCE_MS) return;
      if (mail.category === null) throw new Error(`E-mail template ${mail.template_id} not found`);
      if (mail.category === 'marketing') {
        const reason = await this.consent.reasonNotToSend(tx.manager, { userEmail: mail.user_email, triggerType: mail.trigger_type });
        if (reason) {
          await tx.query(this.sql.cancel, [logId, reason]);
          return;
        }
      }
      await this.transport.send(this.compose(mail), tx);
      await tx.query(this.sql.markSent, [logId, mail.version]);
    });
  }

  /** Marketing mail gets the unsubscribe headers (RFC 8058 one-click) and open/click tracking. */
  private compose(mail: MailToSend): OutgoingMail {
    const marketing = mail.category === 'marketing';
    const unsubscribeUrl = marketing ? this.links.unsubscribeUrl(mail.user_email) : null;
    const preferencesUrl = this.links.preferencesUrl();
    const template = { subject: mail.subject, textBody: mail.text_body, htmlBody: mail.html_body };
    const rendered = renderTemplate(template, {
      ...mail.user_data,
      contactEmail: addressOf(this.config.MAIL_FROM),
      preferencesUrl,
      unsubscribeUrl,
    });
    const html = marketing
      ? addTracking(rendered.html, {
          clickUrl: (target) => this.links.clickUrl(mail.id, target),
          openPixelUrl: this.links.openPixelUrl(mail.id),
          keep: (target) => this.links.isEmailEndpoint(target) || target === preferencesUrl,
        })
      : rendered.html;
    return {
      logId: mail.id,
      from: this.config.MAIL_FROM,
      to: mail.user_email,
      subject: rendered.subject,
      text: rendered.text,
      html,
      messageId: `<${mail.id}@blueprintvault>`,
      headers: unsubscribeUrl ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
    };
  }

  /**
   * Pending mail that is due and whose job is gone (process died after commit, Redis lost its
   * data, a delayed step's job vanished with a Redis restart) is queued again; the job id
   * keeps it single. `olderThanMs` = 0 queues everything due now (send-scheduled-emails).
   */
  async requeueStalled(olderThanMs = this.config.EMAIL_SWEEP_MS): Promise<number> {
    while (this.sweep) await this.sweep;
    this.sweep = this.queueDue(olderThanMs).finally(() => (this.sweep = undefined));
    return this.sweep;
  }

  private async queueDue(olderThanMs: number): Promise<number> {
    try {
      const due = await this.dataSource.getRepository(EmailAutomationLogEntity).find({
        select: { id: true },
        where: { status: 'pending', scheduledAt: LessThan(new Date(Date.now() - olderThanMs)) },
        order: { scheduledAt: 'ASC' },
        take: 500,
      });
      let queued = 0;
      for (const { id } of due) if (await this.queue.ensureQueued(id)) queued += 1;
      return queued;
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'requeue of pending mail failed; will retry');
      return 0;
    }
  }
}

/** The delivery's statements, written once per schema. */
function deliveryStatements(s: string) {
  return {
    lockForSending: `SELECT l.id, l.user_email, l.status, l.scheduled_at, l.user_data, l.trigger_type, l.template_id,
                            t.category, t.subject, t.text_body, t.html_body, t.version
                     FROM ${s}.email_automation_logs l LEFT JOIN ${s}.email_templates t ON t.id = l.template_id
                     WHERE l.id = $1 FOR UPDATE OF l`,
    cancel: `UPDATE ${s}.email_automation_logs SET status = 'cancelled', error_message = $2 WHERE id = $1`,
    markSent: `UPDATE ${s}.email_automation_logs SET status = 'sent', sent_at = now(), attempts = attempts + 1, error_message = NULL, template_version = $2 WHERE id = $1`,
    // Only a row still pending records the failure; the last attempt marks it failed.
    recordFailure: `UPDATE ${s}.email_automation_logs SET attempts = attempts + 1, error_message = $2, status = CASE WHEN $3 THEN 'failed' ELSE status END
                    WHERE id = $1 AND status = 'pending'`,
  };
}
