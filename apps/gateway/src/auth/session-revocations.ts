import type { Redis } from 'ioredis';
import { type EventPayload, appError, identityErrors } from '@bv/contracts';

export type RevocationSettings = {
  redisPrefix: string;
  ttlSeconds: number;
  fallbackTokenAgeSeconds: number;
  checkTimeoutMs: number;
};

/** What the check needs from a verified access token. */
export type TokenFacts = { userId: string; sessionId: string; role: 'user' | 'admin'; issuedAt: number };

const UNAVAILABLE = Symbol('redis unavailable');

/**
 * Revoked sessions and demoted admins, fed by identity's `session.revoked` and
 * `user.role_changed` events and shared by every gateway instance through Redis. Entries live
 * as long as the longest access token, after which the token's own expiry refuses it.
 */
export class SessionRevocations {
  constructor(
    private readonly redis: Redis,
    private readonly settings: RevocationSettings,
  ) {}

  async recordRevokedSessions(event: EventPayload<'session.revoked'>): Promise<void> {
    const pipeline = this.redis.multi();
    for (const sessionId of event.sessionIds) pipeline.set(this.sessionKey(sessionId), event.reason, 'EX', this.settings.ttlSeconds);
    await pipeline.exec();
  }

  /** A demotion remembers when it happened: admin tokens issued up to that second are refused. */
  async recordRoleChange(event: EventPayload<'user.role_changed'>): Promise<void> {
    if (event.role === 'admin') return;
    const demotedAt = Math.ceil(Date.parse(event.changedAt) / 1000);
    await this.redis.set(this.demotedKey(event.userId), String(demotedAt), 'EX', this.settings.ttlSeconds);
  }

  /**
   * One round trip. If Redis does not answer in time the guard cannot know about revocations,
   * so it does not fail open for the token's whole life: only tokens issued in the last
   * minute pass, and the rest make the client refresh through identity, which checks its database.
   */
  async assertLive(token: TokenFacts, nowSeconds = Math.floor(Date.now() / 1000)): Promise<void> {
    const found = await this.lookup(token);
    if (found === UNAVAILABLE) {
      if (nowSeconds - token.issuedAt > this.settings.fallbackTokenAgeSeconds) {
        throw appError(identityErrors.TOKEN_RECHECK);
      }
      return;
    }
    const [revoked, demotedAt] = found;
    if (revoked !== null) throw appError(identityErrors.SESSION_REVOKED);
    if (token.role === 'admin' && demotedAt !== null && token.issuedAt <= Number(demotedAt)) {
      throw appError(identityErrors.ROLE_CHANGED);
    }
  }

  private async lookup(token: TokenFacts): Promise<Array<string | null> | typeof UNAVAILABLE> {
    // A disconnected client would queue the command until Redis is back: answer now instead.
    if (this.redis.status !== 'ready') return UNAVAILABLE;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof UNAVAILABLE>((resolve) => {
      timer = setTimeout(() => resolve(UNAVAILABLE), this.settings.checkTimeoutMs);
    });
    try {
      return await Promise.race([this.redis.mget(this.sessionKey(token.sessionId), this.demotedKey(token.userId)), timeout]);
    } catch {
      return UNAVAILABLE;
    } finally {
      clearTimeout(timer);
    }
  }

  private sessionKey(sessionId: string): string {
    return `${this.settings.redisPrefix}:revoked-session:${sessionId}`;
  }

  private demotedKey(userId: string): string {
    return `${this.settings.redisPrefix}:admin-demoted:${userId}`;
  }
}
