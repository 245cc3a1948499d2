import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { LessThan, type DataSource } from 'typeorm';
import { CONFIG, DATA_SOURCE, LOGGER, RowJobQueue, type RowJob, type ServiceLogger } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { ConsentService } from '../consent/consent.service';
import { EmailLinks } from '../consent/email-links';
import { addTracking } from '../engagement/tracking-links';
import { EmailAutomationLogEntity } from './entities/email-automation-log.entity';
import { EmailTemplateEntity } from './entities/email-template.entity';
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
  private sweeper?: NodeJS.Timeout;
  private sweep?: Promise<number>;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    @Inject(EMAIL_QUEUE) private readonly queue: RowJobQueue,
    private readonly consent: ConsentService,
    private readonly links: EmailLinks,
  ) {
    this.transport = createMailTransport(config.SMTP_URL);
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
      await this.dataSource.getRepository(EmailAutomationLogEntity).update(
        { id: logId, status: 'pending' },
        { attempts: () => 'attempts + 1', errorMessage: message.slice(0, 1000), ...(lastAttempt ? { status: 'failed' as const } : {}) },
      );
      this.logger.warn({ logId, attempt: job.attemptsMade + 1, lastAttempt, permanent, err: message }, 'e-mail delivery failed');
      throw permanent ? new UnrecoverableError(message) : err;
    }
  }

  /** Locks the row while sending so two workers can never send the same mail. */
  private async deliver(logId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const log = await manager.findOne(EmailAutomationLogEntity, { where: { id: logId }, lock: { mode: 'pessimistic_write' } });
      if (!log) throw new Error(`E-mail log ${logId} not found`);
      if (log.status !== 'pending') return;
      // Too early: leave it pending; the sweeper queues it again once it is due.
      if (log.scheduledAt.getTime() > Date.now() + EARLY_TOLERANCE_MS) return;
      const template = await manager.findOneByOrFail(EmailTemplateEntity, { id: log.templateId });
      if (template.category === 'marketing') {
        const reason = await this.consent.reasonNotToSend(manager, log);
        if (reason) {
          await manager.update(EmailAutomationLogEntity, { id: logId }, { status: 'cancelled', errorMessage: reason });
          return;
        }
      }
      await this.transport.send(this.compose(log, template), manager);
      await manager.update(
        EmailAutomationLogEntity,
        { id: logId },
        { status: 'sent', sentAt: new Date(), attempts: log.attempts + 1, errorMessage: null, templateVersion: template.version },
      );
    });
  }

  /** Marketing mail gets the unsubscribe headers (RFC 8058 one-click) and open/click tracking. */
  private compose(log: EmailAutomationLogEntity, template: EmailTemplateEntity): OutgoingMail {
    const marketing = template.category === 'marketing';
    const unsubscribeUrl = marketing ? this.links.unsubscribeUrl(log.userEmail) : null;
    const preferencesUrl = this.links.preferencesUrl();
    const rendered = renderTemplate(template, {
      ...log.userData,
      contactEmail: addressOf(this.config.MAIL_FROM),
      preferencesUrl,
      unsubscribeUrl,
    });
    const html = marketing
      ? addTracking(rendered.html, {
          clickUrl: (target) => this.links.clickUrl(log.id, target),
          openPixelUrl: this.links.openPixelUrl(log.id),
          keep: (target) => this.links.isEmailEndpoint(target) || target === preferencesUrl,
        })
      : rendered.html;
    return {
      logId: log.id,
      from: this.config.MAIL_FROM,
      to: log.userEmail,
      subject: rendered.subject,
      text: rendered.text,
      html,
      messageId: `<${log.id}@blueprintvault>`,
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
