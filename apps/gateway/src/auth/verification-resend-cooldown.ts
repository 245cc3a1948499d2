import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { appErrorWithDetails, identityErrors } from '@bv/contracts';
import { CONFIG, REDIS } from '@bv/service-kit';
import type { GatewayConfig } from '../config';

/** The wait between two verification e-mails to one address (docs/product-rules.md, "Accounts and security"). */
export const RESEND_COOLDOWN_SECONDS = 60;
/** How long a resend waits for Redis before going on without the wait (identity's hourly cap still holds). */
const REDIS_WAIT_MS = 250;

/**
 * One verification e-mail per address per minute, counted in Redis for every address typed, so
 * the answer (sent, or wait N seconds) is the same whether or not the address has an account.
 */
@Injectable()
export class VerificationResendCooldown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Starts the wait for this address, or refuses with the seconds left of the current one. */
  async claim(email: string): Promise<void> {
    const key = `${this.config.REDIS_PREFIX}:verify-resend:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
    const claimed = await this.ifAvailable(() => this.redis.set(key, '1', 'PX', RESEND_COOLDOWN_SECONDS * 1000, 'NX'));
    if (claimed !== null) return;
    const left = await this.ifAvailable(() => this.redis.pttl(key));
    // Redis away or slow: go on without the wait rather than keep the person from their link.
    if (left === null || left <= 0) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(left / 1000));
    throw appErrorWithDetails(identityErrors.RESEND_TOO_SOON, { retryAfterSeconds }, retryAfterSeconds);
  }

  /** The command's answer, or null when Redis is away or slow. */
  private async ifAvailable<T>(command: () => Promise<T>): Promise<T | null> {
    if (this.redis.status !== 'ready') return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), REDIS_WAIT_MS);
    });
    try {
      return await Promise.race([command(), late]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
