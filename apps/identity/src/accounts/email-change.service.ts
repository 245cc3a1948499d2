import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, type DataSource } from 'typeorm';
import { appError, identityErrors } from '@bv/contracts';
import { CONFIG, DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import type { IdentityConfig } from '../config';
import { hashOpaqueToken, newOpaqueToken } from '../crypto/opaque-token';
import { MfaFactorEntity } from '../mfa/entities/mfa-factor.entity';
import { RecoveryCodeEntity } from '../mfa/entities/recovery-code.entity';
import { SessionsService } from '../sessions/sessions.service';
import { EmailTokenEntity } from './entities/email-token.entity';
import { UserEntity } from './entities/user.entity';
import { PasswordService } from './password.service';
import { AccountThrottle } from '../throttle/account-throttle.service';

const CHANGE_LINK_TTL_MS = 24 * 3600 * 1000;
/** The owner may not read the old mailbox every day: the undo link lasts a fortnight. */
const UNDO_LINK_TTL_MS = 14 * 24 * 3600 * 1000;

/** A new address takes effect only once a link sent to it is opened (it must be reachable and theirs). */
@Injectable()
export class EmailChangeService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordService,
    private readonly throttle: AccountThrottle,
  ) {}

  async request(userId: string, password: string, newEmail: string): Promise<{ requested: true; email: string }> {
    const user = await this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId });
    await this.throttle.verifyCurrentPassword(user, password);
    if (newEmail === user.email) throw appError(identityErrors.SAME_EMAIL);
    await this.unitOfWork.run(async (tx) => {
      if (await tx.manager.findOneBy(UserEntity, { email: newEmail })) throw appError(identityErrors.EMAIL_TAKEN);
      const token = newOpaqueToken();
      const expiresAt = new Date(Date.now() + CHANGE_LINK_TTL_MS);
      await tx.manager.insert(EmailTokenEntity, { id: randomUUID(), userId, purpose: 'change_email', tokenHash: hashOpaqueToken(token), expiresAt, usedAt: null, newEmail });
      tx.publish({
        type: 'user.email_change_requested',
        payload: {
          userId,
          email: newEmail,
          name: user.name,
          confirmUrl: `${this.config.PUBLIC_URL.replace(/\/$/, '')}/auth?confirm-email=${encodeURIComponent(token)}`,
          expiresAt: expiresAt.toISOString(),
        },
      });
    });
    return { requested: true, email: newEmail };
  }

  /** Switches to the new address and tells the old one, with a link that undoes the change. */
  async confirm(token: string): Promise<{ email: string }> {
    const result = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const link = await manager.findOne(EmailTokenEntity, {
        where: { tokenHash: hashOpaqueToken(token), purpose: 'change_email', usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link?.newEmail) throw appError(identityErrors.LINK_INVALID);
      if (await manager.findOneBy(UserEntity, { email: link.newEmail })) throw appError(identityErrors.EMAIL_TAKEN);
      const user = await manager.findOneByOrFail(UserEntity, { id: link.userId });
      await manager.update(EmailTokenEntity, { userId: link.userId, purpose: 'change_email', usedAt: IsNull() }, { usedAt: new Date() });
      await manager.update(UserEntity, { id: link.userId }, { email: link.newEmail, emailVerifiedAt: new Date() });
      const undo = newOpaqueToken();
      const undoExpiresAt = new Date(Date.now() + UNDO_LINK_TTL_MS);
      await manager.insert(EmailTokenEntity, {
        id: randomUUID(),
        userId: user.id,
        purpose: 'undo_email_change',
        tokenHash: hashOpaqueToken(undo),
        expiresAt: undoExpiresAt,
        usedAt: null,
        newEmail: user.email,
      });
      tx.publish({
        type: 'account.email_changed',
        payload: {
          userId: user.id,
          oldEmail: user.email,
          newEmail: link.newEmail,
          name: user.name,
          undoUrl: `${this.config.PUBLIC_URL.replace(/\/$/, '')}/auth?undo-email=${encodeURIComponent(undo)}`,
          undoExpiresAt: undoExpiresAt.toISOString(),
          changedAt: new Date().toISOString(),
        },
      });
      tx.publish({
        type: 'user.profile_changed',
        payload: { userId: user.id, email: link.newEmail, name: user.name, changedAt: new Date().toISOString() },
      });
      return { email: link.newEmail };
    });
    return result;
  }

  /**
   * The owner says the change was not theirs: the old address comes back, every session ends
   * (the taker's included), the password stops working and a reset link goes to the old address.
   * A second factor goes too: whoever changed the address may have enrolled their own phone.
   */
  async undo(token: string): Promise<{ email: string }> {
    const result = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const link = await manager.findOne(EmailTokenEntity, {
        where: { tokenHash: hashOpaqueToken(token), purpose: 'undo_email_change', usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link?.newEmail) throw appError(identityErrors.LINK_INVALID);
      const restored = link.newEmail;
      const holder = await manager.findOneBy(UserEntity, { email: restored });
      if (holder && holder.id !== link.userId) throw appError(identityErrors.EMAIL_TAKEN);
      const spent = { usedAt: new Date() };
      await manager.update(EmailTokenEntity, { userId: link.userId, purpose: In(['undo_email_change', 'change_email', 'reset_password']), usedAt: IsNull() }, spent);
      await manager.update(UserEntity, { id: link.userId }, { email: restored, emailVerifiedAt: new Date(), passwordHash: null });
      await manager.delete(MfaFactorEntity, { userId: link.userId });
      await manager.delete(RecoveryCodeEntity, { userId: link.userId });
      await this.sessions.revokeWhere(tx, { userId: link.userId }, 'email_change_undone');
      await this.passwords.mailResetLink(tx, { id: link.userId, email: restored });
      const owner = await manager.findOneByOrFail(UserEntity, { id: link.userId });
      tx.publish({
        type: 'user.profile_changed',
        payload: { userId: owner.id, email: restored, name: owner.name, changedAt: new Date().toISOString() },
      });
      return { email: restored };
    });
    return result;
  }
}
