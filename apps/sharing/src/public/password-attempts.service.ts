import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, LOGGER, schemaOf, type ServiceLogger } from '@bv/service-kit';
import { tooManyAttempts } from '../sharing.errors';

export const PASSWORD_WINDOW_MINUTES = 15;
/** Wrong passwords per link and client in the window; the next attempt is refused (429). */
export const WRONG_PASSWORDS_ALLOWED = 10;

/**
 * Counts password attempts per link (token hash, so unknown tokens count too) and client (a
 * keyed hash of the address) in Postgres. The attempt is counted before the password is checked,
 * so parallel guesses cannot slip past the limit; a correct password clears the count.
 */
@Injectable()
export class PasswordAttemptsService implements OnModuleInit, OnModuleDestroy {
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

  /** Counts this attempt; throws 429 with Retry-After once the client is over the limit for this link. */
  async begin(tokenHash: Buffer, clientKey: Buffer): Promise<void> {
    const [row]: { failures: number; retry_after: number }[] = await this.dataSource.query(
      `INSERT INTO ${this.table()} AS f (token_hash, client_key, failures, window_started_at) VALUES ($1, $2, 1, now())
       ON CONFLICT (token_hash, client_key) DO UPDATE SET
         failures = CASE WHEN f.window_started_at <= now() - interval '${PASSWORD_WINDOW_MINUTES} minutes' THEN 1 ELSE f.failures + 1 END,
         window_started_at = CASE WHEN f.window_started_at <= now() - interval '${PASSWORD_WINDOW_MINUTES} minutes' THEN now() ELSE f.window_started_at END
       RETURNING failures, ceil(extract(epoch FROM f.window_started_at + interval '${PASSWORD_WINDOW_MINUTES} minutes' - now()))::int AS retry_after`,
      [tokenHash, clientKey],
    );
    if (row.failures > WRONG_PASSWORDS_ALLOWED) throw tooManyAttempts(Math.max(1, row.retry_after));
  }

  async succeeded(tokenHash: Buffer, clientKey: Buffer): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${this.table()} WHERE token_hash = $1 AND client_key = $2`, [tokenHash, clientKey]);
  }

  private async sweep(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM ${this.table()} WHERE window_started_at <= now() - interval '${PASSWORD_WINDOW_MINUTES} minutes'`);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'could not sweep old password attempts');
    }
  }

  private table(): string {
    return `${quoteSchema(schemaOf(this.dataSource))}.password_failures`;
  }
}
