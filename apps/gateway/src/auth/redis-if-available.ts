import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** How long an auth request waits for Redis before going on without what Redis adds. */
const REDIS_WAIT_MS = 250;

/**
 * The command's answer, or null when Redis is away or slow: the shared client would queue the
 * command until it is back, and a sign-in or a resend must not wait for it.
 */
export async function ifRedisAvailable<T>(redis: Redis, command: () => Promise<T>): Promise<T | null> {
  if (redis.status !== 'ready') return null;
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

/** An e-mail address as a Redis key part: hashed, so Redis holds no addresses. */
export const emailKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);
