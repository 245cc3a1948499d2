import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, LOGGER, schemaOf, type ServiceLogger } from '@bv/service-kit';

/** A limit: at most `max` hits per `windowSeconds`, counted from the first hit of the window. */
export type RateLimit = { max: number; windowSeconds: number };
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A key for a counter: the parts hashed together, so no address is stored in the clear. */
export const counterKey = (...parts: (string | Buffer)[]): Buffer => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest();
};

/**
 * Fixed-window counters in Postgres (the service has no Redis and the rows are tiny): each hit is
 * counted in one upsert before the work it guards, so parallel requests cannot slip past the
 * limit. A sweeper deletes windows that have ended.
 */
@Injectable()
export class RateCounters implements OnModuleInit, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), 10 * 60_000);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Counts a hit; refused (with the seconds until the window ends) once the window holds more than `max`. */
  async hit(scope: string, key: Buffer, limit: RateLimit): Promise<RateVerdict> {
    const [row]: { hits: number; retry_after: number }[] = await this.dataSource.query(
      `INSERT INTO ${this.table()} AS c (scope, key, hits, window_started_at, window_seconds) VALUES ($1, $2, 1, now(), $3)
       ON CONFLICT (scope, key) DO UPDATE SET
         hits = CASE WHEN c.window_started_at <= now() - make_interval(secs => $3) THEN 1 ELSE c.hits + 1 END,
         window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => $3) THEN now() ELSE c.window_started_at END,
         window_seconds = $3
       RETURNING hits, ceil(extract(epoch FROM c.window_started_at + make_interval(secs => $3) - now()))::int AS retry_after`,
      [scope, key, limit.windowSeconds],
    );
    return row.hits > limit.max ? { allowed: false, retryAfterSeconds: Math.max(1, row.retry_after) } : { allowed: true };
  }

  /** Forgets the key's hits (a correct password clears its client's count). */
  async reset(scope: string, key: Buffer): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${this.table()} WHERE scope = $1 AND key = $2`, [scope, key]);
  }

  private async sweep(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM ${this.table()} WHERE window_started_at <= now() - make_interval(secs => window_seconds)`);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'could not sweep old rate counters');
    }
  }

  private table(): string {
    return `${quoteSchema(schemaOf(this.dataSource))}.rate_counters`;
  }
}
