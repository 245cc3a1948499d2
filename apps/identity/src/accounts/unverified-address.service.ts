import { Inject, Injectable } from '@nestjs/common';
import { IsNull, MoreThan, type DataSource } from 'typeorm';
import { appError, identityErrors, type ChosenPlan } from '@bv/contracts';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { AccountThrottle } from '../throttle/account-throttle.service';
import { AccountsService } from './accounts.service';
import { EmailTokenEntity } from './entities/email-token.entity';
import { UserEntity } from './entities/user.entity';
import { spendVerifyTime } from './password-hasher';

/** Verification links per account per hour: the gateway's per-address wait is the first brake, this one holds while Redis is away. */
export const VERIFY_LINKS_PER_HOUR = 5;
const HOUR_MS = 3600 * 1000;

/** The "Check your inbox" screen's actions for an account whose address is not verified yet (docs/product-rules.md, "Accounts and security"). */
@Injectable()
export class UnverifiedAddressService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly accounts: AccountsService,
    private readonly throttle: AccountThrottle,
  ) {}

  /** Mails a fresh link if the address belongs to an unverified account; every address gets the same answer. */
  async resend(email: string, plan?: ChosenPlan): Promise<{ requested: true }> {
    await this.unitOfWork.run(async (tx) => {
      const user = await tx.manager.findOneBy(UserEntity, { email });
      if (!user || user.emailVerifiedAt) return;
      const recent = await tx.manager.countBy(EmailTokenEntity, { userId: user.id, purpose: 'verify_email', createdAt: MoreThan(new Date(Date.now() - HOUR_MS)) });
      if (recent >= VERIFY_LINKS_PER_HOUR) return;
      await this.accounts.requestVerification(tx, user, plan);
    });
    return { requested: true };
  }

  /**
   * Corrects a mistyped address before it was ever verified. The password proves it is the person
   * who signed up; the links sent to the old address stop working and a new one goes to the new
   * address. A new address that already has an account is handled as sign-up handles it: its
   * owner is told, and the answer does not reveal it.
   */
  async changeAddress(email: string, password: string, newEmail: string, plan?: ChosenPlan): Promise<{ email: string }> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email });
    if (!user) {
      await spendVerifyTime(password);
      throw appError(identityErrors.INVALID_CREDENTIALS);
    }
    await this.throttle.verifyCurrentPassword(user, password).catch((err: unknown) => {
      throw err instanceof Error && 'code' in err && err.code === identityErrors.WRONG_PASSWORD.code ? appError(identityErrors.INVALID_CREDENTIALS) : err;
    });
    if (user.emailVerifiedAt) throw appError(identityErrors.EMAIL_ALREADY_VERIFIED);
    if (newEmail === user.email) throw appError(identityErrors.SAME_EMAIL);
    await this.unitOfWork.run(async (tx) => {
      const holder = await tx.manager.findOneBy(UserEntity, { email: newEmail });
      if (holder) {
        tx.publish({
          type: 'account.sign_up_repeated',
          payload: { userId: holder.id, email: holder.email, name: holder.name, attemptedAt: new Date().toISOString() },
        });
        return;
      }
      await tx.manager.update(EmailTokenEntity, { userId: user.id, purpose: 'verify_email', usedAt: IsNull() }, { usedAt: new Date() });
      await tx.manager.update(UserEntity, { id: user.id, emailVerifiedAt: IsNull() }, { email: newEmail });
      tx.publish({
        type: 'user.profile_changed',
        payload: { userId: user.id, email: newEmail, name: user.name, changedAt: new Date().toISOString() },
      });
      await this.accounts.requestVerification(tx, { id: user.id, email: newEmail, name: user.name }, plan);
    });
    return { email: newEmail };
  }
}
