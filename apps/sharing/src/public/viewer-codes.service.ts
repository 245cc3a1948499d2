import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ShareCodeSent } from '@bv/contracts';
import { quoteSchema } from '@bv/messaging';
import { CONFIG, DATA_SOURCE, LOGGER, schemaOf, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import type { SharingConfig } from '../config';
import { counterKey, RateCounters, type RateLimit } from '../limits/rate-counters.service';
import { codeExpired, tooManyCodes, wrongCode } from '../sharing.errors';

/** docs/product-rules.md, "Sharing links": the e-mail gate's one-time codes. */
export const VIEWER_CODE_RULES = {
  /** A code works this long after it is sent. */
  ttlMinutes: 10,
  /** Wrong entries a code survives; the last one ends it. */
  tries: 5,
  /** Between two codes for the same link and address. */
  resendAfterSeconds: 60,
  /** Codes to one address in an hour, over all links. */
  perAddress: { max: 5, windowSeconds: 3600 } satisfies RateLimit,
  /** Codes for one link in an hour, all addresses together. */
  perLink: { max: 30, windowSeconds: 3600 } satisfies RateLimit,
  /** Codes asked for by one client (address) in an hour, over all links and addresses. */
  perClient: { max: 10, windowSeconds: 3600 } satisfies RateLimit,
} as const;

type Recipient = { shareId: string; linkTitle: string; email: string; client: Buffer };

/**
 * Sends and checks the e-mail gate's one-time codes. A code is six random digits kept as an
 * HMAC (keyed by the service's secret, bound to the link and the address), good for 10 minutes
 * and 5 tries; asking again replaces it. The mail goes through notifications
 * (`share.viewer_code_requested`, written with the code in one transaction). Sending is limited
 * per link and address (a minute apart), per address, per link and per client.
 */
@Injectable()
export class ViewerCodes implements OnModuleInit, OnModuleDestroy {
  private readonly key: Buffer;
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) config: SharingConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly counters: RateCounters,
  ) {
    this.key = createHmac('sha256', config.SHARE_GRANT_SECRET).update('viewer-code').digest();
  }

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), 10 * 60_000);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  async send(to: Recipient): Promise<ShareCodeSent> {
    const [recent] = (await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM sent_at + make_interval(secs => $3) - now()))::int AS wait FROM ${this.table()}
       WHERE share_id = $1 AND email = $2 AND sent_at > now() - make_interval(secs => $3)`,
      [to.shareId, to.email, VIEWER_CODE_RULES.resendAfterSeconds],
    )) as { wait: number }[];
    if (recent) throw tooManyCodes(Math.max(1, recent.wait));
    for (const [scope, key, limit] of [
      ['code-client', counterKey(to.client), VIEWER_CODE_RULES.perClient],
      ['code-address', counterKey(to.email), VIEWER_CODE_RULES.perAddress],
      ['code-link', counterKey(to.shareId), VIEWER_CODE_RULES.perLink],
    ] as const) {
      const verdict = await this.counters.hit(scope, key, limit);
      if (!verdict.allowed) throw tooManyCodes(verdict.retryAfterSeconds);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = await this.unitOfWork.run(async (tx) => {
      const [row] = await tx.query<{ expires_at: Date }>(
        `INSERT INTO ${this.table()} (share_id, email, code_hash, sent_at, expires_at, tries_left)
         VALUES ($1, $2, $3, now(), now() + make_interval(mins => $4), $5)
         ON CONFLICT (share_id, email) DO UPDATE SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, tries_left = EXCLUDED.tries_left
         RETURNING expires_at`,
        [to.shareId, to.email, this.hash(to.shareId, to.email, code), VIEWER_CODE_RULES.ttlMinutes, VIEWER_CODE_RULES.tries],
      );
      tx.publish({
        type: 'share.viewer_code_requested',
        payload: { shareId: to.shareId, email: to.email, code, expiresAt: row.expires_at.toISOString(), linkTitle: to.linkTitle.slice(0, 200) },
      });
      return row.expires_at;
    });
    return { sentTo: to.email, expiresAt: expiresAt.toISOString(), expiresInSeconds: VIEWER_CODE_RULES.ttlMinutes * 60, resendAfterSeconds: VIEWER_CODE_RULES.resendAfterSeconds };
  }

  /** Passes, or throws: expired or used up, or wrong (with the tries left; the last wrong try ends the code). */
  async verify(shareId: string, email: string, code: string): Promise<void> {
    const [row] = await this.unitOfWork.run((tx) =>
      tx.query<{ code_hash: Buffer; tries_left: number }>(
        `UPDATE ${this.table()} SET tries_left = tries_left - 1
         WHERE share_id = $1 AND email = $2 AND expires_at > now() AND tries_left > 0
         RETURNING code_hash, tries_left`,
        [shareId, email],
      ),
    );
    if (!row) throw codeExpired();
    if (timingSafeEqual(row.code_hash, this.hash(shareId, email, code))) {
      await this.dataSource.query(`DELETE FROM ${this.table()} WHERE share_id = $1 AND email = $2`, [shareId, email]);
      return;
    }
    throw wrongCode(row.tries_left);
  }

  private hash(shareId: string, email: string, code: string): Buffer {
    return createHmac('sha256', this.key).update(`${shareId}\u0000${email}\u0000${code}`).digest();
  }

  private async sweep(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM ${this.table()} WHERE expires_at <= now() - interval '1 hour'`);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'could not sweep old viewer codes');
    }
  }

  private table(): string {
    return `${quoteSchema(schemaOf(this.dataSource))}.viewer_codes`;
  }
}
