import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IsNull, MoreThan, type DataSource } from 'typeorm';
import { AppError } from '@bv/contracts';
import { CONFIG, DATA_SOURCE, OUTBOX, type Outbox } from '@bv/service-kit';
import type { IdentityConfig } from '../config';
import { hashOpaqueToken, newOpaqueToken } from '../crypto/opaque-token';
import { EmailTokenEntity } from './entities/email-token.entity';
import { UserEntity } from './entities/user.entity';
import { verifyPassword } from './password-hasher';

const CHANGE_LINK_TTL_MS = 24 * 3600 * 1000;
const TAKEN = 'An account with this email already exists.';

/** A new address takes effect only once a link sent to it is opened (it must be reachable and theirs). */
@Injectable()
export class EmailChangeService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  async request(userId: string, password: string, newEmail: string): Promise<{ requested: true; email: string }> {
    const user = await this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId });
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw new AppError('unauthorized', 'AUTH.WRONG_PASSWORD', 'Your current password is not right.');
    }
    if (newEmail === user.email) throw new AppError('validation', 'AUTH.SAME_EMAIL', 'That is already your e-mail address.');
    await this.dataSource.transaction(async (manager) => {
      if (await manager.findOneBy(UserEntity, { email: newEmail })) throw new AppError('conflict', 'AUTH.EMAIL_TAKEN', TAKEN);
      const token = newOpaqueToken();
      const expiresAt = new Date(Date.now() + CHANGE_LINK_TTL_MS);
      await manager.insert(EmailTokenEntity, { id: randomUUID(), userId, purpose: 'change_email', tokenHash: hashOpaqueToken(token), expiresAt, usedAt: null, newEmail });
      await this.outbox.add(manager, {
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
    this.outbox.committed();
    return { requested: true, email: newEmail };
  }

  async confirm(token: string): Promise<{ email: string }> {
    return this.dataSource.transaction(async (manager) => {
      const link = await manager.findOne(EmailTokenEntity, {
        where: { tokenHash: hashOpaqueToken(token), purpose: 'change_email', usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link?.newEmail) throw new AppError('validation', 'AUTH.LINK_INVALID', 'This link is invalid or has expired. Request a new one.');
      if (await manager.findOneBy(UserEntity, { email: link.newEmail })) throw new AppError('conflict', 'AUTH.EMAIL_TAKEN', TAKEN);
      await manager.update(EmailTokenEntity, { userId: link.userId, purpose: 'change_email', usedAt: IsNull() }, { usedAt: new Date() });
      await manager.update(UserEntity, { id: link.userId }, { email: link.newEmail, emailVerifiedAt: new Date() });
      return { email: link.newEmail };
    });
  }
}
