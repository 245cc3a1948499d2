import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, type DataSource } from 'typeorm';
import { appError, identityErrors } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import type { IdentityConfig } from '../config';
import { hashOpaqueToken, newOpaqueToken } from '../crypto/opaque-token';
import { SessionsService } from '../sessions/sessions.service';
import { EmailTokenEntity } from './entities/email-token.entity';
import { UserEntity } from './entities/user.entity';
import { hashPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-policy';
import { AccountThrottle } from '../throttle/account-throttle.service';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    private readonly sessions: SessionsService,
    private readonly throttle: AccountThrottle,
  ) {}

  /** Mails a one-hour, single-use link if the account exists; says nothing either way. */
  async requestReset(email: string): Promise<{ requested: true }> {
    await this.unitOfWork.run(async (tx) => {
      const user = await tx.manager.findOneBy(UserEntity, { email });
      if (user) await this.mailResetLink(tx, user);
    });
    return { requested: true };
  }

  /** Inside the caller's transaction: the link and its `user.password_reset_requested` commit together. */
  async mailResetLink(tx: Transaction, user: Pick<UserEntity, 'id' | 'email'>): Promise<void> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + RESET_LINK_TTL_MS);
    await tx.manager.insert(EmailTokenEntity, { id: randomUUID(), userId: user.id, purpose: 'reset_password', tokenHash: hashOpaqueToken(token), expiresAt, usedAt: null });
    tx.publish({
      type: 'user.password_reset_requested',
      payload: {
        userId: user.id,
        email: user.email,
        resetUrl: `${this.config.PUBLIC_URL.replace(/\/$/, '')}/auth?reset=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      },
    });
  }

  /**
   * Sets the new password from an e-mailed link (a reset, or a guest buyer's activation),
   * spends every open link of that kind and ends every session.
   */
  async reset(token: string, password: string): Promise<{ email: string }> {
    const passwordHash = await hashPassword(password);
    const result = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const link = await manager.findOne(EmailTokenEntity, {
        where: { tokenHash: hashOpaqueToken(token), purpose: In(['reset_password', 'activate_account']), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link) throw appError(identityErrors.LINK_INVALID);
      const user = await manager.findOneByOrFail(UserEntity, { id: link.userId });
      assertAcceptablePassword(password, user.email);
      // Opening the e-mailed link proves the address, so it also verifies it.
      await manager.update(UserEntity, { id: user.id }, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date(), status: 'active' });
      await manager.update(EmailTokenEntity, { userId: user.id, purpose: link.purpose, usedAt: IsNull() }, { usedAt: new Date() });
      await this.sessions.revokeWhere(tx, { userId: user.id }, 'password_reset');
      // A guest buyer setting a first password is no security event; a reset is.
      if (link.purpose === 'reset_password') this.notifyOwner(tx, user, 'reset');
      return { email: user.email };
    });
    return result;
  }

  /** Needs the current password; other devices are signed out, this one stays. */
  async change(userId: string, sessionId: string, currentPassword: string, newPassword: string) {
    const user = await this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId });
    await this.throttle.verifyCurrentPassword(user, currentPassword);
    assertAcceptablePassword(newPassword, user.email);
    const passwordHash = await hashPassword(newPassword);
    const result = await this.unitOfWork.run(async (tx) => {
      await tx.manager.update(UserEntity, { id: userId }, { passwordHash });
      const revoked = await this.sessions.revokeWhere(tx, { userId, exceptSessionId: sessionId }, 'password_changed');
      this.notifyOwner(tx, user, 'changed');
      return { changed: true as const, otherSessionsRevoked: revoked.length };
    });
    return result;
  }

  private notifyOwner(tx: Transaction, user: UserEntity, how: 'changed' | 'reset'): void {
    tx.publish({
      type: 'account.password_changed',
      payload: { userId: user.id, email: user.email, name: user.name, how, changedAt: new Date().toISOString() },
    });
  }
}
