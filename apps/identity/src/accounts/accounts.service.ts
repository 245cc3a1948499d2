import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IsNull, MoreThan, type DataSource } from 'typeorm';
import { appError, identityErrors, type Account, type ChosenPlan, type SignInResult } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import type { IdentityConfig } from '../config';
import { hashOpaqueToken, newOpaqueToken } from '../crypto/opaque-token';
import { MfaService } from '../mfa/mfa.service';
import { SessionsService } from '../sessions/sessions.service';
import { EmailTokenEntity } from './entities/email-token.entity';
import { ProfileEntity } from './entities/profile.entity';
import { UserRoleEntity } from './entities/user-role.entity';
import { UserEntity } from './entities/user.entity';
import { hashPassword, spendVerifyTime, verifyPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-policy';
import { AccountThrottle } from '../throttle/account-throttle.service';

const VERIFY_LINK_TTL_MS = 24 * 3600 * 1000;

@Injectable()
export class AccountsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    private readonly sessions: SessionsService,
    private readonly mfa: MfaService,
    private readonly throttle: AccountThrottle,
  ) {}

  /**
   * Creates the account and its profile and asks for the e-mail to be verified. An address that
   * already has an account gets the same answer (with an id that belongs to nothing), so the form
   * cannot tell which addresses are customers; its owner gets a "you already have an account" mail.
   */
  async signUp(input: { email: string; password: string; name: string; plan?: ChosenPlan }): Promise<{ userId: string; email: string; verificationRequired: boolean }> {
    assertAcceptablePassword(input.password, input.email);
    const passwordHash = await hashPassword(input.password);
    const userId = randomUUID();
    await this.unitOfWork.run(async (tx) => {
      const existing = await tx.manager.findOneBy(UserEntity, { email: input.email });
      if (existing) {
        tx.publish({
          type: 'account.sign_up_repeated',
          payload: { userId: existing.id, email: existing.email, name: existing.name, attemptedAt: new Date().toISOString() },
        });
        return;
      }
      await tx.manager.insert(UserEntity, { id: userId, email: input.email, name: input.name, passwordHash, status: 'active', emailVerifiedAt: null });
      await tx.manager.insert(ProfileEntity, { userId, earlyBirdEligible: false, priceLockBenefits: null });
      tx.publish({
        type: 'user.registered',
        payload: { userId, email: input.email, name: input.name, registeredAt: new Date().toISOString() },
      });
      await this.requestVerification(tx, { id: userId, email: input.email, name: input.name }, input.plan);
    });
    return { userId, email: input.email, verificationRequired: true };
  }

  /**
   * Spends the single-use link. With the opener's client the link also signs them in, as sign-in
   * would: a session, or the second-factor challenge when the account has one (never bypassed).
   */
  async verifyEmail(token: string, client?: { userAgent: string }): Promise<{ email: string; signIn?: SignInResult }> {
    const user = await this.unitOfWork.run(async ({ manager }) => {
      const link = await manager.findOne(EmailTokenEntity, {
        where: { tokenHash: hashOpaqueToken(token), purpose: 'verify_email', usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link) throw appError(identityErrors.LINK_INVALID);
      await manager.update(EmailTokenEntity, { id: link.id }, { usedAt: new Date() });
      await manager.update(UserEntity, { id: link.userId, emailVerifiedAt: IsNull() }, { emailVerifiedAt: new Date() });
      return manager.findOneByOrFail(UserEntity, { id: link.userId });
    });
    if (!client) return { email: user.email };
    return { email: user.email, signIn: await this.startSignIn(user.id, client.userAgent, 'email') };
  }

  async signIn(input: { email: string; password: string; client: { userAgent: string } }): Promise<SignInResult> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email: input.email });
    if (!user?.passwordHash) {
      await spendVerifyTime(input.password);
      throw appError(identityErrors.INVALID_CREDENTIALS);
    }
    await this.throttle.begin(user.id, 'sign_in');
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw appError(identityErrors.INVALID_CREDENTIALS);
    }
    await this.throttle.succeeded(user.id, 'sign_in');
    if (!user.emailVerifiedAt) {
      await this.unitOfWork.run((tx) => this.requestVerification(tx, user));
      throw appError(identityErrors.EMAIL_NOT_VERIFIED);
    }
    return this.startSignIn(user.id, input.client.userAgent, 'pwd');
  }

  /** What a proven first factor earns: the second-factor challenge if the account has one, else a session. */
  private async startSignIn(userId: string, userAgent: string, method: 'pwd' | 'email'): Promise<SignInResult> {
    if (await this.mfa.hasVerifiedFactor(userId)) {
      return { kind: 'mfa_required', ...(await this.mfa.startChallenge(userId, userAgent)) };
    }
    const tokens = await this.unitOfWork.run((tx) => this.sessions.start(tx.manager, userId, { aal: 'aal1', amr: [method] }, userAgent));
    return { kind: 'session', tokens };
  }

  /** The owner renames the account; notifications learns the new name for its greetings. */
  async updateProfile(userId: string, profile: { name: string }): Promise<Account> {
    await this.unitOfWork.run(async (tx) => {
      const user = await tx.manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw appError(identityErrors.USER_NOT_FOUND);
      if (user.name === profile.name) return;
      await tx.manager.update(UserEntity, { id: userId }, { name: profile.name });
      tx.publish({
        type: 'user.profile_changed',
        payload: { userId, email: user.email, name: profile.name, changedAt: new Date().toISOString() },
      });
    });
    return this.account(userId);
  }

  async account(userId: string): Promise<Account> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw appError(identityErrors.USER_NOT_FOUND);
    const isAdmin = (await this.dataSource.getRepository(UserRoleEntity).countBy({ userId, role: 'admin' })) > 0;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerifiedAt !== null,
      role: isAdmin ? 'admin' : 'user',
      createdAt: user.createdAt.toISOString(),
    };
  }

  /** A fresh single-use link; earlier unused links stay valid until they expire. The plan picked before sign-up rides along for checkout. */
  async requestVerification(tx: Transaction, user: { id: string; email: string; name: string }, plan?: ChosenPlan): Promise<void> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + VERIFY_LINK_TTL_MS);
    await tx.manager.insert(EmailTokenEntity, { id: randomUUID(), userId: user.id, purpose: 'verify_email', tokenHash: hashOpaqueToken(token), expiresAt, usedAt: null });
    const query = new URLSearchParams({ verify: token, ...(plan ?? {}) });
    const verifyUrl = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/auth?${query}`;
    tx.publish({
      type: 'user.verification_requested',
      payload: { userId: user.id, email: user.email, name: user.name, verifyUrl, expiresAt: expiresAt.toISOString() },
    });
  }
}
