import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { appErrorWithDetails, identityErrors } from '@bv/contracts';
import { CONFIG, REDIS } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { emailKey, ifRedisAvailable } from './redis-if-available';

/** The wait between two verification e-mails to one address (docs/product-rules.md, "Accounts and security"). */
export const RESEND_COOLDOWN_SECONDS = 60;

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
    const key = `${this.config.REDIS_PREFIX}:verify-resend:${emailKey(email)}`;
    const claimed = await ifRedisAvailable(this.redis, () => this.redis.set(key, '1', 'PX', RESEND_COOLDOWN_SECONDS * 1000, 'NX'));
    if (claimed !== null) return;
    const left = await ifRedisAvailable(this.redis, () => this.redis.pttl(key));
    // Redis away or slow: go on without the wait rather than keep the person from their link
    // (identity's hourly cap still holds).
    if (left === null || left <= 0) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(left / 1000));
    throw appErrorWithDetails(identityErrors.RESEND_TOO_SOON, { retryAfterSeconds }, retryAfterSeconds);
  }
}
