import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { LessThan, type DataSource } from 'typeorm';
import { CONFIG, DATA_SOURCE, LOGGER, type ServiceLogger } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { EmailAutomationLogEntity } from './entities/email-automation-log.entity';
import { EmailTemplateEntity } from './entities/email-template.entity';
import { EmailQueue, type EmailJob } from './email-queue';
import { createMailTransport, type MailTransport } from './mail-transport';
import { renderTemplate } from './template-renderer';

export const EMAIL_QUEUE = Symbol('EMAIL_QUEUE');

/** Sends one logged e-mail; the log row moves pending → sent, or → failed with the reason. */
@Injectable()
export class EmailDeliveryService {
  private readonly transport: MailTransport;
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    @Inject(EMAIL_QUEUE) private readonly queue: EmailQueue,
  ) {
    this.transport = createMailTransport(config.SMTP_URL);
  }

  start(): void {
    this.queue.startWorker((job) => this.process(job));
    this.sweeper = setInterval(() => void this.requeueStalled(), this.config.EMAIL_SWEEP_MS);
    this.logger.info({ transport: this.transport.kind }, 'e-mail delivery started');
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.queue.close();
    this.transport.close();
  }

  async process(job: Job<EmailJob>): Promise<void> {
    const { logId } = job.data;
    try {
      await this.deliver(logId);
    } catch (err) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const message = err instanceof Error ? err.message : String(err);
      await this.dataSource.getRepository(EmailAutomationLogEntity).update(
        { id: logId, status: 'pending' },
        { attempts: () => 'attempts + 1', errorMessage: message.slice(0, 1000), ...(lastAttempt ? { status: 'failed' as const } : {}) },
      );
      this.logger.warn({ logId, attempt: job.attemptsMade + 1, lastAttempt, err: message }, 'e-mail delivery failed');
      throw err;
    }
  }

  /** Locks the row while sending so two workers can never send the same mail. */
  private async deliver(logId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const log = await manager.findOne(EmailAutomationLogEntity, { where: { id: logId }, lock: { mode: 'pessimistic_write' } });
      if (!log) throw new Error(`E-mail log ${logId} not found`);
      if (log.status !== 'pending') return;
      const template = await manager.findOneByOrFail(EmailTemplateEntity, { id: log.templateId });
      const rendered = renderTemplate(template, log.userData);
      await this.transport.send(
        { logId, from: this.config.MAIL_FROM, to: log.userEmail, ...rendered, messageId: `<${logId}@blueprintvault>` },
        manager,
      );
      await manager.update(EmailAutomationLogEntity, { id: logId }, { status: 'sent', sentAt: new Date(), attempts: log.attempts + 1, errorMessage: null });
    });
  }

  /**
   * Pending mail whose job is gone (process died after commit, Redis lost its data) is queued
   * again; the job id keeps it single.
   */
  async requeueStalled(olderThanMs = this.config.EMAIL_SWEEP_MS): Promise<number> {
    try {
      const stalled = await this.dataSource.getRepository(EmailAutomationLogEntity).find({
        select: { id: true },
        where: { status: 'pending', scheduledAt: LessThan(new Date(Date.now() - olderThanMs)) },
        take: 500,
      });
      for (const { id } of stalled) await this.queue.enqueue(id);
      return stalled.length;
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'requeue of pending mail failed; will retry');
      return 0;
    }
  }
}
