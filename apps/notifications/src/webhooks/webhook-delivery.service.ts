import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Webhook } from 'standardwebhooks';
import type { DataSource } from 'typeorm';
import { WEBHOOK_TEST_EVENT } from '@bv/contracts';
import { CONFIG, DATA_SOURCE, LOGGER, openSecret, RowJobQueue, UNIT_OF_WORK, type RowJob, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import { RecipientEntity } from '../account-mail/entities/recipient.entity';
import { schemaSqlOf } from '../common/sql';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { checkTarget, RefusedTargetError } from './ssrf-guard';
import { messageIdOf, type DeliveryRow, type EndpointRow } from './webhook-rows';
import { sendWebhook, type SendResult } from './webhook-sender';
import { WebhookQueue } from './webhook-queue';

type DeliveryToSend = DeliveryRow & Pick<EndpointRow, 'url' | 'sealed_secret' | 'enabled' | 'user_id'>;

/**
 * Sends deliveries from the `webhook-attempts` queue (docs/architecture-notes.md, "Webhooks"):
 * signed per Standard Webhooks, retried with exponential back-off by BullMQ; a delivery whose
 * attempts are all spent is failed, and an endpoint whose last WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES
 * deliveries all failed is turned off and its founder mailed.
 */
/** How long a finished delivery stays in the founder's log. */
export const DELIVERY_LOG_DAYS = 30;

@Injectable()
export class WebhookDeliveryService {
  private sweeper?: NodeJS.Timeout;
  private sweeping = false;
  private readonly s: string;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly queue: WebhookQueue,
    private readonly scheduler: EmailSchedulerService,
  ) {
    this.s = schemaSqlOf(dataSource);
  }

  start(): void {
    this.queue.queue.startWorker((id, job) => this.process(id, job));
    this.sweeper = setInterval(() => void this.requeuePending(), this.config.WEBHOOK_SWEEP_MS);
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.queue.queue.close();
  }

  /**
   * Pending deliveries whose job Redis lost (or never got) are queued again, and finished ones
   * older than the log keeps are deleted: their payloads name visitors (docs/product-rules.md, "Webhooks").
   */
  async requeuePending(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      await this.dataSource.query(
        `DELETE FROM ${this.s}.webhook_deliveries WHERE id IN (
           SELECT id FROM ${this.s}.webhook_deliveries WHERE status <> 'pending' AND created_at < now() - make_interval(days => $1) LIMIT 1000)`,
        [DELIVERY_LOG_DAYS],
      );
      const rows = await this.dataSource.query<Array<{ id: string }>>(
        `SELECT id FROM ${this.s}.webhook_deliveries WHERE status = 'pending' AND updated_at < now() - interval '10 seconds' ORDER BY updated_at LIMIT 500`,
      );
      let queued = 0;
      for (const row of rows) if (await this.queue.queue.ensureQueued(row.id)) queued += 1;
      return queued;
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'webhook sweep failed; the next one tries again');
      return 0;
    } finally {
      this.sweeping = false;
    }
  }

  async process(deliveryId: string, job: Job<RowJob>): Promise<void> {
    const [row] = await this.dataSource.query<DeliveryToSend[]>(
      `SELECT d.*, e.url, e.sealed_secret, e.enabled, e.user_id FROM ${this.s}.webhook_deliveries d JOIN ${this.s}.webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1`,
      [deliveryId],
    );
    if (!row || row.status !== 'pending') return;
    if (!row.enabled) {
      await this.dataSource.query(
        `UPDATE ${this.s}.webhook_deliveries SET status = 'failed', last_error = 'The endpoint was turned off.', next_attempt_at = NULL, updated_at = now() WHERE id = $1 AND status = 'pending'`,
        [deliveryId],
      );
      return;
    }
    const result = await this.attempt(row);
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    if (ok) return this.succeeded(row, result);
    const last = RowJobQueue.isLastAttempt(job, false);
    // BullMQ's exponential back-off: the n-th retry waits backoff × 2^(n-1).
    const nextAt = last ? null : new Date(Date.now() + this.config.WEBHOOK_BACKOFF_MS * 2 ** job.attemptsMade);
    await this.failedAttempt(row, result, last, nextAt);
    this.logger.warn({ deliveryId, attempt: job.attemptsMade + 1, last, status: result.status, err: result.error }, 'webhook attempt failed');
    if (!last) throw new Error(result.error ?? `answered ${result.status}`);
  }

  private async attempt(row: DeliveryToSend): Promise<SendResult> {
    let target;
    try {
      target = await checkTarget(row.url, { allowLoopbackHttp: this.config.WEBHOOK_ALLOW_LOOPBACK_HTTP });
    } catch (err) {
      if (err instanceof RefusedTargetError) return { status: null, excerpt: null, error: `Refused: ${err.message}` };
      throw err;
    }
    const body = JSON.stringify(row.payload);
    const msgId = messageIdOf(row.event_id);
    const now = new Date();
    const signature = new Webhook(openSecret(row.sealed_secret, this.config.WEBHOOK_SECRET_KEY)).sign(msgId, now, body);
    return sendWebhook(target, { 'webhook-id': msgId, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': signature }, body, this.config.WEBHOOK_TIMEOUT_MS);
  }

  private async succeeded(row: DeliveryToSend, result: SendResult): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      await tx.query(
        `UPDATE ${this.s}.webhook_deliveries SET status = 'succeeded', attempts = attempts + 1, last_response_code = $2, last_error = NULL,
           last_response_excerpt = $3, next_attempt_at = NULL, updated_at = now() WHERE id = $1`,
        [row.id, result.status, result.excerpt],
      );
      await tx.query(`UPDATE ${this.s}.webhook_endpoints SET consecutive_failures = 0 WHERE id = $1 AND consecutive_failures > 0`, [row.endpoint_id]);
    });
  }

  private async failedAttempt(row: DeliveryToSend, result: SendResult, last: boolean, nextAt: Date | null): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      await tx.query(
        `UPDATE ${this.s}.webhook_deliveries SET status = $2, attempts = attempts + 1, last_response_code = $3, last_error = $4,
           last_response_excerpt = $5, next_attempt_at = $6, updated_at = now() WHERE id = $1`,
        [row.id, last ? 'failed' : 'pending', result.status, result.error ?? `The endpoint answered ${result.status}.`, result.excerpt, nextAt],
      );
      // Test events tell the founder whether the endpoint works; they never count towards turning it off.
      if (!last || row.event_type === WEBHOOK_TEST_EVENT) return;
      const [endpoint] = await tx.query<{ consecutive_failures: number; enabled: boolean; url: string }>(
        `UPDATE ${this.s}.webhook_endpoints SET consecutive_failures = consecutive_failures + 1 WHERE id = $1 RETURNING consecutive_failures, enabled, url`,
        [row.endpoint_id],
      );
      if (!endpoint?.enabled || endpoint.consecutive_failures < this.config.WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES) return;
      await tx.query(`UPDATE ${this.s}.webhook_endpoints SET enabled = false, disabled_reason = 'failing', updated_at = now() WHERE id = $1`, [row.endpoint_id]);
      this.logger.warn({ endpointId: row.endpoint_id, failures: endpoint.consecutive_failures }, 'webhook endpoint turned off after repeated failed deliveries');
      const owner = await tx.manager.findOneBy(RecipientEntity, { userId: row.user_id });
      if (!owner) return;
      await this.scheduler.schedule(tx, {
        email: owner.email,
        templateId: 'webhook_endpoint_disabled',
        dedupeKey: `webhook-disabled:${row.endpoint_id}:${row.id}`,
        userData: {
          name: owner.name ?? 'there',
          endpointUrl: endpoint.url,
          failedDeliveries: String(endpoint.consecutive_failures),
          lastError: (result.error ?? `The endpoint answered ${result.status}.`).slice(0, 200),
          webhooksUrl: `${this.config.PUBLIC_URL.replace(/\/$/, '')}/account?tab=webhooks`,
        },
      });
    });
  }
}
