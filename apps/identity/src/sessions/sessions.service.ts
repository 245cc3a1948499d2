import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { appError, identityErrors, type SessionTokens } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, DATA_SOURCE, LOGGER, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import type { IdentityConfig } from '../config';
import { hashOpaqueToken, newOpaqueToken } from '../crypto/opaque-token';
import { AccessTokensService } from './access-tokens.service';
import { RefreshTokenEntity } from './entities/refresh-token.entity';
import { SessionEntity, type Aal } from './entities/session.entity';

type TokenRow = { id: string; session_id: string; expires_at: Date; used_at: Date | null };
/** Every way a refresh token fails: one message for the user, a code apiece for the logs. */
type RefreshFailure = (typeof identityErrors)['REFRESH_UNKNOWN' | 'REFRESH_SESSION_REVOKED' | 'REFRESH_EXPIRED' | 'SESSION_EXPIRED' | 'SESSION_IDLE' | 'REFRESH_REUSED'];

/** Which live sessions of a user to end: one, all, or all but the one making the request. */
export type RevokeScope = { userId: string; sessionId?: string; exceptSessionId?: string };

@Injectable()
export class SessionsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
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
    const outcome = await this.unitOfWork.run(async (tx): Promise<{ tokens: SessionTokens } | { error: RefreshFailure }> => {
      const { manager } = tx;
      const [token]: TokenRow[] = await manager.query(
        `SELECT id, session_id, expires_at, used_at FROM ${this.table('refresh_tokens')} WHERE token_hash = $1 FOR UPDATE`,
        [hashOpaqueToken(refreshToken)],
      );
      if (!token) return { error: identityErrors.REFRESH_UNKNOWN };
      const session = await manager.findOne(SessionEntity, { where: { id: token.session_id }, lock: { mode: 'pessimistic_write' } });
      if (!session || session.revokedAt) return { error: identityErrors.REFRESH_SESSION_REVOKED };
      const now = Date.now();
      if (token.expires_at.getTime() <= now) return { error: identityErrors.REFRESH_EXPIRED };
      if (now - session.createdAt.getTime() > this.config.SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000) {
        await this.revoke(tx, session, 'absolute_lifetime');
        return { error: identityErrors.SESSION_EXPIRED };
      }
      if (now - session.lastActiveAt.getTime() > this.config.SESSION_IDLE_TIMEOUT_SECONDS * 1000) {
        await this.revoke(tx, session, 'idle');
        return { error: identityErrors.SESSION_IDLE };
      }
      if (token.used_at) {
        if (now - token.used_at.getTime() <= this.config.REFRESH_REUSE_GRACE_SECONDS * 1000) {
          return { tokens: await this.accessTokens.issue(manager, session, null) };
        }
        await this.revoke(tx, session, 'refresh_token_reuse');
        this.logger.warn({ sessionId: session.id, userId: session.userId }, 'refresh token reused; session revoked');
        return { error: identityErrors.REFRESH_REUSED };
      }
      const next = await this.issueRefreshToken(manager, session.id);
      await manager.update(RefreshTokenEntity, { id: token.id }, { usedAt: new Date(), replacedBy: next.id });
      await manager.update(SessionEntity, { id: session.id }, { lastActiveAt: new Date() });
      return { tokens: await this.accessTokens.issue(manager, session, next) };
    });
    if ('error' in outcome) throw appError(outcome.error);
    return outcome.tokens;
  }

  /** The live session behind a refresh token and its user's role, without rotating it. */
  async peek(refreshToken: string): Promise<{ userId: string; role: 'user' | 'admin' } | null> {
    const [row]: Array<{ user_id: string; is_admin: boolean }> = await this.dataSource.query(
      `SELECT s.user_id, EXISTS (SELECT 1 FROM ${this.table('user_roles')} r WHERE r.user_id = s.user_id AND r.role = 'admin') AS is_admin
         FROM ${this.table('refresh_tokens')} t JOIN ${this.table('sessions')} s ON s.id = t.session_id
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND s.revoked_at IS NULL
          AND s.last_active_at > now() - make_interval(secs => $2) AND s.created_at > now() - make_interval(secs => $3)`,
      [hashOpaqueToken(refreshToken), this.config.SESSION_IDLE_TIMEOUT_SECONDS, this.config.SESSION_ABSOLUTE_LIFETIME_SECONDS],
    );
    return row ? { userId: row.user_id, role: row.is_admin ? 'admin' : 'user' } : null;
  }

  async signOut(refreshToken: string): Promise<boolean> {
    const signedOut = await this.unitOfWork.run(async (tx) => {
      const token = await tx.manager.findOneBy(RefreshTokenEntity, { tokenHash: hashOpaqueToken(refreshToken) });
      const session = token ? await tx.manager.findOneBy(SessionEntity, { id: token.sessionId }) : null;
      if (!session) return false;
      await this.revoke(tx, session, 'signed_out');
      return true;
    });
    return signedOut;
  }

  async list(userId: string) {
    const sessions = await this.dataSource.getRepository(SessionEntity).find({
      where: { userId, revokedAt: IsNull() },
      order: { lastActiveAt: 'DESC' },
    });
    const idleBefore = Date.now() - this.config.SESSION_IDLE_TIMEOUT_SECONDS * 1000;
    const startedBefore = Date.now() - this.config.SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
    return sessions
      .filter((s) => s.lastActiveAt.getTime() > idleBefore && s.createdAt.getTime() > startedBefore)
      .map((s) => ({ id: s.id, createdAt: s.createdAt.toISOString(), lastActiveAt: s.lastActiveAt.toISOString(), userAgent: s.userAgent, aal: s.aal }));
  }

  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const revoked = await this.unitOfWork.run((tx) => this.revokeWhere(tx, { userId, sessionId }, 'revoked_by_user'));
    return revoked.length > 0;
  }

  /**
   * Ends the live sessions in scope and tells the gateway (`session.revoked`, in the same
   * transaction) so their access tokens stop working now rather than at expiry. Returns the
   * ended session ids.
   */
  async revokeWhere(tx: Transaction, scope: RevokeScope, reason: string): Promise<string[]> {
    const revokedAt = new Date();
    const query = tx.manager
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt, revokedReason: reason })
      .where('user_id = :userId AND revoked_at IS NULL', { userId: scope.userId });
    if (scope.sessionId) query.andWhere('id = :sessionId', { sessionId: scope.sessionId });
    if (scope.exceptSessionId) query.andWhere('id <> :exceptSessionId', { exceptSessionId: scope.exceptSessionId });
    const result = await query.returning(['id']).execute();
    const sessionIds = (result.raw as Array<{ id: string }>).map((row) => row.id);
    if (sessionIds.length > 0) {
      tx.publish({ type: 'session.revoked', payload: { userId: scope.userId, sessionIds, reason, revokedAt: revokedAt.toISOString() } });
    }
    return sessionIds;
  }

  private async revoke(tx: Transaction, session: SessionEntity, reason: string): Promise<void> {
    await this.revokeWhere(tx, { userId: session.userId, sessionId: session.id }, reason);
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
