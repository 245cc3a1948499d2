import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { IsNull, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { appError, identityErrors, type AppError, type SessionTokens } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { UserEntity } from '../accounts/entities/user.entity';
import type { IdentityConfig } from '../config';
import { decryptSecret, encryptSecret } from '../crypto/key-encryption';
import { AccessTokensService } from '../sessions/access-tokens.service';
import { SessionEntity } from '../sessions/entities/session.entity';
import { SessionsService } from '../sessions/sessions.service';
import { MfaChallengeEntity } from './entities/mfa-challenge.entity';
import { MfaFactorEntity } from './entities/mfa-factor.entity';
import { RecoveryCodeEntity } from './entities/recovery-code.entity';
import { newRecoveryCode, recoveryCodeHash, RECOVERY_CODE_COUNT } from './recovery-codes';
import { matchTotp, newTotpSecret, totpUri } from './totp';
import { AccountThrottle } from '../throttle/account-throttle.service';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Attempts per challenge; a new challenge needs the password again, which has its own limits. */
export const MAX_CHALLENGE_ATTEMPTS = 5;

type Answer = { tokens: SessionTokens } | { error: AppError };

@Injectable()
export class MfaService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly sessions: SessionsService,
    private readonly accessTokens: AccessTokensService,
    private readonly throttle: AccountThrottle,
  ) {}

  async hasVerifiedFactor(userId: string): Promise<boolean> {
    return (await this.dataSource.getRepository(MfaFactorEntity).countBy({ userId, status: 'verified' })) > 0;
  }

  async status(userId: string) {
    const factor = await this.dataSource.getRepository(MfaFactorEntity).findOneBy({ userId, status: 'verified' });
    const recoveryCodesLeft = await this.dataSource.getRepository(RecoveryCodeEntity).countBy({ userId, usedAt: IsNull() });
    return { enrolled: factor !== null, verifiedAt: factor?.verifiedAt?.toISOString() ?? null, recoveryCodesLeft: factor ? recoveryCodesLeft : 0 };
  }

  /** A new secret to scan; it only counts once a code from it is confirmed. Needs the password now, not just a session. */
  async enrol(userId: string, password: string) {
    const user = await this.userWithPassword(userId, password);
    if (await this.hasVerifiedFactor(userId)) {
      throw appError(identityErrors.MFA_ALREADY_ENROLLED);
    }
    const secret = newTotpSecret();
    const factorId = randomUUID();
    await this.unitOfWork.run(async ({ manager }) => {
      await manager.delete(MfaFactorEntity, { userId, status: 'unverified' });
      await manager.insert(MfaFactorEntity, { id: factorId, userId, type: 'totp', secretEnc: this.seal(secret), status: 'unverified', lastUsedStep: null, verifiedAt: null });
    });
    const otpauthUri = totpUri(secret, user.email);
    const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { factorId, secret, otpauthUri, qrSvg };
  }

  /** The first right code turns the factor on, lifts this session to aal2 and issues recovery codes. */
  async confirm(userId: string, sessionId: string, factorId: string, code: string) {
    const outcome = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const factor = await manager.findOne(MfaFactorEntity, { where: { id: factorId, userId, status: 'unverified' }, lock: { mode: 'pessimistic_write' } });
      if (!factor) return { error: appError(identityErrors.MFA_NO_ENROLMENT) };
      const step = await matchTotp(this.open(factor.secretEnc), code);
      if (step === null) return { error: invalidCode() };
      await manager.update(MfaFactorEntity, { id: factor.id }, { status: 'verified', verifiedAt: new Date(), lastUsedStep: step });
      const recoveryCodes = await this.replaceRecoveryCodes(manager, userId);
      const session = await manager.findOneByOrFail(SessionEntity, { id: sessionId, userId });
      await manager.update(SessionEntity, { id: session.id }, { aal: 'aal2', amr: [...new Set([...session.amr, 'totp'])] });
      const tokens = await this.accessTokens.issue(manager, { ...session, aal: 'aal2', amr: [...session.amr, 'totp'] }, null);
      await this.notifyOwner(tx, userId, 'added');
      return { result: { tokens, recoveryCodes } };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  /** Turning the second factor off needs the password and a current code (or a recovery code). */
  async remove(userId: string, password: string, code: string): Promise<boolean> {
    await this.userWithPassword(userId, password);
    const outcome = await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      if (!(await manager.countBy(MfaFactorEntity, { userId, status: 'verified' }))) return { removed: false };
      const proven = (await this.spendTotp(manager, userId, code)) || (await this.spendRecoveryCode(manager, userId, code));
      if (!proven) return { error: invalidCode() };
      await manager.delete(MfaFactorEntity, { userId });
      await manager.delete(RecoveryCodeEntity, { userId });
      await this.notifyOwner(tx, userId, 'removed');
      return { removed: true };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.removed;
  }

  private async userWithPassword(userId: string, password: string): Promise<UserEntity> {
    const user = await this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId });
    await this.throttle.verifyCurrentPassword(user, password);
    return user;
  }

  private async notifyOwner(tx: Transaction, userId: string, change: 'added' | 'removed'): Promise<void> {
    const user = await tx.manager.findOneByOrFail(UserEntity, { id: userId });
    tx.publish({
      type: 'account.mfa_changed',
      payload: { userId, email: user.email, name: user.name, change, changedAt: new Date().toISOString() },
    });
  }

  async startChallenge(userId: string, userAgent: string): Promise<{ challengeId: string; expiresAt: string }> {
    const challengeId = randomUUID();
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await this.dataSource.getRepository(MfaChallengeEntity).insert({ id: challengeId, userId, userAgent: userAgent.slice(0, 512), attempts: 0, expiresAt, completedAt: null });
    return { challengeId, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The second step of a sign-in: an authenticator code (each accepted once) or an unused
   * recovery code. Failed attempts are counted even though the answer is an error.
   */
  async answerChallenge(challengeId: string, code: string): Promise<SessionTokens> {
    const outcome: Answer = await this.unitOfWork.run(async ({ manager }) => {
      const challenge = await manager.findOne(MfaChallengeEntity, {
        where: { id: challengeId, completedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!challenge) return { error: appError(identityErrors.MFA_CHALLENGE_EXPIRED) };
      if (challenge.attempts >= MAX_CHALLENGE_ATTEMPTS) {
        return { error: appError(identityErrors.MFA_TOO_MANY_ATTEMPTS) };
      }
      await this.throttle.begin(challenge.userId, 'mfa_code', manager);
      await manager.update(MfaChallengeEntity, { id: challenge.id }, { attempts: challenge.attempts + 1 });
      const method = (await this.spendTotp(manager, challenge.userId, code)) ? 'totp' : (await this.spendRecoveryCode(manager, challenge.userId, code)) ? 'recovery' : null;
      if (!method) return { error: invalidCode() };
      await this.throttle.succeeded(challenge.userId, 'mfa_code', manager);
      await manager.update(MfaChallengeEntity, { id: challenge.id }, { completedAt: new Date() });
      return { tokens: await this.sessions.start(manager, challenge.userId, { aal: 'aal2', amr: ['pwd', method] }, challenge.userAgent) };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.tokens;
  }

  private async spendTotp(manager: EntityManager, userId: string, code: string): Promise<boolean> {
    const factor = await manager.findOne(MfaFactorEntity, { where: { userId, status: 'verified' }, lock: { mode: 'pessimistic_write' } });
    if (!factor) return false;
    const step = await matchTotp(this.open(factor.secretEnc), code);
    // A code seen once (or an older one) is refused: a shoulder-surfed code cannot be replayed.
    if (step === null || (factor.lastUsedStep !== null && step <= factor.lastUsedStep)) return false;
    await manager.update(MfaFactorEntity, { id: factor.id }, { lastUsedStep: step });
    return true;
  }

  private async spendRecoveryCode(manager: EntityManager, userId: string, code: string): Promise<boolean> {
    const spent = await manager.update(RecoveryCodeEntity, { userId, codeHash: recoveryCodeHash(code), usedAt: IsNull() }, { usedAt: new Date() });
    return (spent.affected ?? 0) > 0;
  }

  private async replaceRecoveryCodes(manager: EntityManager, userId: string): Promise<string[]> {
    await manager.delete(RecoveryCodeEntity, { userId });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await manager.insert(RecoveryCodeEntity, codes.map((code) => ({ id: randomUUID(), userId, codeHash: recoveryCodeHash(code), usedAt: null })));
    return codes;
  }

  private seal(secret: string): string {
    return encryptSecret(secret, this.config.KEY_ENCRYPTION_KEY);
  }

  private open(sealed: string): string {
    return decryptSecret(sealed, this.config.KEY_ENCRYPTION_KEY);
  }
}

function invalidCode(): AppError {
  return appError(identityErrors.MFA_INVALID_CODE);
}
