import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { appErrorWithDetails, identityErrors } from '@bv/contracts';
import { CONFIG, REDIS } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { clientKey } from '../http/client-address';
import { emailKey, ifRedisAvailable } from './redis-if-available';

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one address. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Wrong passwords from one address across accounts (credential stuffing). */
export const FAILURES_PER_ADDRESS = 100;

// INCR, and start the window on the first failure only.
const INCREMENT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

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
    const counts = await ifRedisAvailable(this.redis, () => this.redis.mget(keys.pair, keys.address));
    if (!counts) return;
    const [pair, address] = counts;
    const blocked =
      Number(pair ?? 0) >= FAILURES_PER_ACCOUNT_AND_ADDRESS ? keys.pair : Number(address ?? 0) >= FAILURES_PER_ADDRESS ? keys.address : null;
    if (!blocked) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(((await ifRedisAvailable(this.redis, () => this.redis.pttl(blocked))) ?? WINDOW_MS) / 1000));
    throw appErrorWithDetails(identityErrors.TOO_MANY_SIGN_INS, { retryAfterSeconds }, retryAfterSeconds);
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    const keys = this.keys(ip, email);
    await ifRedisAvailable(this.redis, () => Promise.all([keys.pair, keys.address].map((key) => this.redis.eval(INCREMENT, 1, key, WINDOW_MS))));
  }

  async clear(ip: string, email: string): Promise<void> {
    await ifRedisAvailable(this.redis, () => this.redis.del(this.keys(ip, email).pair));
  }

  private keys(ip: string, email: string) {
    const account = emailKey(email);
    const prefix = `${this.config.REDIS_PREFIX}:signin-fail`;
    const client = clientKey(ip);
    return { pair: `${prefix}:${client}:${account}`, address: `${prefix}:${client}` };
  }
}
