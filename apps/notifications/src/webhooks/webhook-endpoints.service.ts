import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  appError,
  MAX_WEBHOOK_ENDPOINTS,
  notificationsErrors,
  WEBHOOK_TEST_EVENT,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, DATA_SOURCE, sealSecret, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { schemaSqlOf } from '../common/sql';
import type { NotificationsConfig } from '../config';
import { testMessage } from './fan-out-webhooks.handler';
import { checkTarget, RefusedTargetError } from './ssrf-guard';
import { toDelivery, toEndpoint, type DeliveryRow, type EndpointRow } from './webhook-rows';
import { WebhookQueue } from './webhook-queue';

/** A Standard Webhooks secret: whsec_ and 24 random bytes in base64. */
const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * A founder's webhook endpoints and their deliveries (docs/product-rules.md, "Webhooks"). Every
 * call names the founder; another founder's endpoint answers as one that does not exist.
 */
@Injectable()
export class WebhookEndpointsService {
  private readonly s: string;

  constructor(
    @Inject(DATA_SOURCE) dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    private readonly queue: WebhookQueue,
  ) {
    this.s = schemaSqlOf(dataSource);
  }

  async list(userId: string): Promise<{ endpoints: WebhookEndpoint[] }> {
    return this.unitOfWork.run(async (tx) => {
      const rows = await tx.query<EndpointRow>(`SELECT * FROM ${this.s}.webhook_endpoints WHERE user_id = $1 ORDER BY created_at`, [userId]);
      return { endpoints: rows.map(toEndpoint) };
    });
  }

  async create(userId: string, input: CreateWebhookEndpointRequest): Promise<CreatedWebhookEndpoint> {
    await this.checkUrl(input.url);
    const secret = newSigningSecret();
    const row = await this.unitOfWork.run(async (tx) => {
      // One founder's creations are counted one at a time, so two at once cannot pass the limit.
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`webhook-endpoints:${userId}`]);
      const [{ n }] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${this.s}.webhook_endpoints WHERE user_id = $1`, [userId]);
      if (n >= MAX_WEBHOOK_ENDPOINTS) throw appError(notificationsErrors.WEBHOOK_LIMIT, MAX_WEBHOOK_ENDPOINTS);
      const [created] = await tx.query<EndpointRow>(
        `INSERT INTO ${this.s}.webhook_endpoints (id, user_id, url, description, event_types, sealed_secret) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [randomUUID(), userId, input.url, input.description, input.eventTypes, sealSecret(secret, this.config.WEBHOOK_SECRET_KEY)],
      );
      return created;
    });
    return { ...toEndpoint(row), secret };
  }

  async update(userId: string, endpointId: string, changes: UpdateWebhookEndpointRequest): Promise<WebhookEndpoint> {
    if (changes.url !== undefined) await this.checkUrl(changes.url);
    return this.unitOfWork.run(async (tx) => {
      await this.owned(tx, userId, endpointId);
      const enabling = changes.enabled === true;
      const disabling = changes.enabled === false;
      const [row] = await tx.query<EndpointRow>(
        `UPDATE ${this.s}.webhook_endpoints SET
           url = COALESCE($2, url), description = COALESCE($3, description), event_types = COALESCE($4, event_types),
           enabled = CASE WHEN $5 THEN true WHEN $6 THEN false ELSE enabled END,
           disabled_reason = CASE WHEN $5 THEN NULL WHEN $6 THEN 'manual' ELSE disabled_reason END,
           -- Turned back on: past failures are forgiven, the count starts again.
           consecutive_failures = CASE WHEN $5 THEN 0 ELSE consecutive_failures END,
           updated_at = now()
         WHERE id = $1 RETURNING *`,
        [endpointId, changes.url ?? null, changes.description ?? null, changes.eventTypes ?? null, enabling, disabling],
      );
      return toEndpoint(row);
    });
  }

  async remove(userId: string, endpointId: string): Promise<{ deleted: true }> {
    await this.unitOfWork.run(async (tx) => {
      await this.owned(tx, userId, endpointId);
      await tx.query(`DELETE FROM ${this.s}.webhook_endpoints WHERE id = $1`, [endpointId]);
    });
    return { deleted: true };
  }

  async deliveries(userId: string, endpointId: string, limit: number): Promise<{ deliveries: WebhookDelivery[] }> {
    return this.unitOfWork.run(async (tx) => {
      await this.owned(tx, userId, endpointId);
      const rows = await tx.query<DeliveryRow>(`SELECT * FROM ${this.s}.webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [endpointId, limit]);
      return { deliveries: rows.map(toDelivery) };
    });
  }

  /** Sends a `webhook.test` message now (it never counts towards turning the endpoint off). */
  async sendTest(userId: string, endpointId: string): Promise<WebhookDelivery> {
    return this.unitOfWork.run(async (tx) => {
      const endpoint = await this.owned(tx, userId, endpointId);
      if (!endpoint.enabled) throw appError(notificationsErrors.WEBHOOK_DISABLED);
      const test = testMessage();
      const [row] = await tx.query<DeliveryRow>(
        `INSERT INTO ${this.s}.webhook_deliveries (id, endpoint_id, event_id, event_type, payload) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [randomUUID(), endpointId, test.eventId, WEBHOOK_TEST_EVENT, test.message],
      );
      this.queue.afterCommit(tx, [row.id]);
      return toDelivery(row);
    });
  }

  /**
   * Sends a delivery again with the same message id (receivers that dedupe on webhook-id see the
   * same message), with all its attempts back. A delivery still being retried is left alone.
   */
  async replay(userId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
    return this.unitOfWork.run(async (tx) => {
      const endpoint = await this.owned(tx, userId, endpointId);
      if (!endpoint.enabled) throw appError(notificationsErrors.WEBHOOK_DISABLED);
      const [row] = await tx.query<DeliveryRow>(
        `UPDATE ${this.s}.webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = NULL, updated_at = now()
         WHERE id = $1 AND endpoint_id = $2 AND status <> 'pending' RETURNING *`,
        [deliveryId, endpointId],
      );
      if (row) {
        this.queue.afterCommit(tx, [row.id]);
        return toDelivery(row);
      }
      const [pending] = await tx.query<DeliveryRow>(`SELECT * FROM ${this.s}.webhook_deliveries WHERE id = $1 AND endpoint_id = $2`, [deliveryId, endpointId]);
      if (!pending) throw appError(notificationsErrors.WEBHOOK_DELIVERY_NOT_FOUND);
      return toDelivery(pending);
    });
  }

  private async owned(tx: Transaction, userId: string, endpointId: string): Promise<EndpointRow> {
    const [row] = await tx.query<EndpointRow>(`SELECT * FROM ${this.s}.webhook_endpoints WHERE id = $1 AND user_id = $2 FOR UPDATE`, [endpointId, userId]);
    if (!row) throw appError(notificationsErrors.WEBHOOK_NOT_FOUND);
    return row;
  }

  /** The SSRF rule at the door too, so the founder hears at once why an address cannot be used. */
  private async checkUrl(url: string): Promise<void> {
    try {
      await checkTarget(url, { allowLoopbackHttp: this.config.WEBHOOK_ALLOW_LOOPBACK_HTTP });
    } catch (err) {
      if (err instanceof RefusedTargetError) throw appError(notificationsErrors.WEBHOOK_URL_REFUSED, err.message);
      throw err;
    }
  }
}
