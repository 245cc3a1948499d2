import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { appErrorWithDetails, identityErrors } from '@bv/contracts';
import { CONFIG, REDIS } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { clientKey } from '../http/client-address';

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one address. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Wrong passwords from one address across accounts (credential stuffing). */
export const FAILURES_PER_ADDRESS = 100;

// INCR, and start the window on the first failure only.
const INCREMENT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

/** How long a sign-in waits for Redis before going on without this throttle. */
const REDIS_WAIT_MS = 250;

/**
 * Failed sign-ins counted in Redis (shared by every gateway instance), per address and per
 * account-and-address: these refuse for the rest of the window. Per account alone, identity only
 * slows guesses down (growing delays, AccountThrottle), so an attacker elsewhere cannot lock the
 * real owner out.
 *
 * While Redis is away sign-in goes on without this layer (a sign-in must not wait for it):
 * identity's growing delays per account and the gateway's per-address request limits (counted in
 * the instance meanwhile) still hold guessing back.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  async assertAllowed(ip: string, email: string): Promise<void> {
    const keys = this.keys(ip, email);
    const counts = await this.ifAvailable(() => this.redis.mget(keys.pair, keys.address));
    if (!counts) return;
    const [pair, address] = counts;
    const blocked =
      Number(pair ?? 0) >= FAILURES_PER_ACCOUNT_AND_ADDRESS ? keys.pair : Number(address ?? 0) >= FAILURES_PER_ADDRESS ? keys.address : null;
    if (!blocked) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(((await this.ifAvailable(() => this.redis.pttl(blocked))) ?? WINDOW_MS) / 1000));
    throw appErrorWithDetails(identityErrors.TOO_MANY_SIGN_INS, { retryAfterSeconds }, retryAfterSeconds);
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    const keys = this.keys(ip, email);
    await this.ifAvailable(() => Promise.all([keys.pair, keys.address].map((key) => this.redis.eval(INCREMENT, 1, key, WINDOW_MS))));
  }

  async clear(ip: string, email: string): Promise<void> {
    await this.ifAvailable(() => this.redis.del(this.keys(ip, email).pair));
  }

  /** The command's answer, or null when Redis is away or slow (the shared client would queue the command until it is back). */
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

  private keys(ip: string, email: string) {
    // The e-mail is hashed so Redis holds no addresses.
    const account = createHash('sha256').update(email).digest('hex').slice(0, 32);
    const prefix = `${this.config.REDIS_PREFIX}:signin-fail`;
    const client = clientKey(ip);
    return { pair: `${prefix}:${client}:${account}`, address: `${prefix}:${client}` };
  }
}
