import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AppError, type SessionTokens } from '@bv/contracts';
import { CONFIG, DATA_SOURCE, LOGGER, type ServiceLogger } from '@bv/service-kit';
import type { IdentityConfig } from '../config';
import { hashOpaqueToken, newOpaqueToken } from '../crypto/opaque-token';
import { AccessTokensService } from './access-tokens.service';
import { RefreshTokenEntity } from './entities/refresh-token.entity';
import { SessionEntity, type Aal } from './entities/session.entity';

const SESSION_EXPIRED = 'Authentication session expired. Please sign in again.';

type TokenRow = { id: string; session_id: string; expires_at: Date; used_at: Date | null };

@Injectable()
export class SessionsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly accessTokens: AccessTokensService,
  ) {}

  async start(manager: EntityManager, userId: string, auth: { aal: Aal; amr: string[] }, userAgent: string): Promise<SessionTokens> {
    const session = await manager.save(SessionEntity, {
      id: randomUUID(),
      userId,
      aal: auth.aal,
      amr: auth.amr,
      userAgent: userAgent.slice(0, 512),
      lastActiveAt: new Date(),
      revokedAt: null,
      revokedReason: null,
    });
    const refresh = await this.issueRefreshToken(manager, session.id);
    return this.accessTokens.issue(manager, session, refresh);
  }

  /**
   * Spends a refresh token and issues its successor. A token spent a second time means it was
   * copied: the whole session is revoked, except within a few seconds of the first use, when
   * it is a second tab refreshing at the same moment and gets an access token only.
   */
  async refresh(refreshToken: string): Promise<SessionTokens> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [token]: TokenRow[] = await manager.query(
        `SELECT id, session_id, expires_at, used_at FROM ${this.table('refresh_tokens')} WHERE token_hash = $1 FOR UPDATE`,
        [hashOpaqueToken(refreshToken)],
      );
      if (!token) return { error: 'AUTH.REFRESH_UNKNOWN' } as const;
      const session = await manager.findOne(SessionEntity, { where: { id: token.session_id }, lock: { mode: 'pessimistic_write' } });
      if (!session || session.revokedAt) return { error: 'AUTH.SESSION_REVOKED' } as const;
      const now = Date.now();
      if (token.expires_at.getTime() <= now) return { error: 'AUTH.REFRESH_EXPIRED' } as const;
      if (now - session.lastActiveAt.getTime() > this.config.SESSION_IDLE_TIMEOUT_SECONDS * 1000) {
        await this.revoke(manager, session.id, 'idle');
        return { error: 'AUTH.SESSION_IDLE' } as const;
      }
      if (token.used_at) {
        if (now - token.used_at.getTime() <= this.config.REFRESH_REUSE_GRACE_SECONDS * 1000) {
          return { tokens: await this.accessTokens.issue(manager, session, null) };
        }
        await this.revoke(manager, session.id, 'refresh_token_reuse');
        this.logger.warn({ sessionId: session.id, userId: session.userId }, 'refresh token reused; session revoked');
        return { error: 'AUTH.REFRESH_REUSED' } as const;
      }
      const next = await this.issueRefreshToken(manager, session.id);
      await manager.update(RefreshTokenEntity, { id: token.id }, { usedAt: new Date(), replacedBy: next.id });
      await manager.update(SessionEntity, { id: session.id }, { lastActiveAt: new Date() });
      return { tokens: await this.accessTokens.issue(manager, session, next) };
    });
    if ('error' in outcome) throw new AppError('unauthorized', outcome.error ?? 'AUTH.SESSION_EXPIRED', SESSION_EXPIRED);
    return outcome.tokens;
  }

  /** The live session behind a refresh token and its user's role, without rotating it. */
  async peek(refreshToken: string): Promise<{ userId: string; role: 'user' | 'admin' } | null> {
    const [row]: Array<{ user_id: string; is_admin: boolean }> = await this.dataSource.query(
      `SELECT s.user_id, EXISTS (SELECT 1 FROM ${this.table('user_roles')} r WHERE r.user_id = s.user_id AND r.role = 'admin') AS is_admin
         FROM ${this.table('refresh_tokens')} t JOIN ${this.table('sessions')} s ON s.id = t.session_id
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND s.revoked_at IS NULL
          AND s.last_active_at > now() - make_interval(secs => $2)`,
      [hashOpaqueToken(refreshToken), this.config.SESSION_IDLE_TIMEOUT_SECONDS],
    );
    return row ? { userId: row.user_id, role: row.is_admin ? 'admin' : 'user' } : null;
  }

  async signOut(refreshToken: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const token = await manager.findOneBy(RefreshTokenEntity, { tokenHash: hashOpaqueToken(refreshToken) });
      if (!token) return false;
      await this.revoke(manager, token.sessionId, 'signed_out');
      return true;
    });
  }

  async list(userId: string) {
    const sessions = await this.dataSource.getRepository(SessionEntity).find({
      where: { userId, revokedAt: IsNull() },
      order: { lastActiveAt: 'DESC' },
    });
    const idleBefore = Date.now() - this.config.SESSION_IDLE_TIMEOUT_SECONDS * 1000;
    return sessions
      .filter((s) => s.lastActiveAt.getTime() > idleBefore)
      .map((s) => ({ id: s.id, createdAt: s.createdAt.toISOString(), lastActiveAt: s.lastActiveAt.toISOString(), userAgent: s.userAgent, aal: s.aal }));
  }

  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(SessionEntity)
      .update({ id: sessionId, userId, revokedAt: IsNull() }, { revokedAt: new Date(), revokedReason: 'revoked_by_user' });
    return (result.affected ?? 0) > 0;
  }

  private async revoke(manager: EntityManager, sessionId: string, reason: string): Promise<void> {
    await manager.update(SessionEntity, { id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date(), revokedReason: reason });
  }

  private async issueRefreshToken(manager: EntityManager, sessionId: string): Promise<{ id: string; token: string; expiresAt: Date }> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_SECONDS * 1000);
    const id = randomUUID();
    await manager.insert(RefreshTokenEntity, { id, sessionId, tokenHash: hashOpaqueToken(token), expiresAt, usedAt: null, replacedBy: null });
    return { id, token, expiresAt };
  }

  private table(name: string): string {
    return `"${this.config.DB_SCHEMA}".${name}`;
  }
}
