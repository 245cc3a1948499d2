import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { appError, appErrorWithDetails, identityErrors, type AppError } from '@bv/contracts';
import { CONFIG, DATA_SOURCE } from '@bv/service-kit';
import type { IdentityConfig } from '../config';
import { verifyPassword } from '../accounts/password-hasher';

/**
 * The credential checks an attacker could repeat against one account from many addresses. Each
 * kind counts on its own: guesses at the sign-in form never slow the owner's own session when
 * it re-enters the password (change password or e-mail, second factor), nor the other way round.
 */
export type ThrottledCheck = 'sign_in' | 'mfa_code' | 'current_password';

/** Attempts allowed back to back before delays start. */
export const FREE_ATTEMPTS = 5;
/** The delay doubles from 1 s with every further attempt up to this, so nothing locks for good. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** An account left alone this long starts again with free attempts. */
const QUIET_RESET_SECONDS = 60 * 60;

/**
 * Growing delays per account and kind of check, kept in identity's database where the account
 * is known (the gateway's limits are per address). An attempt is counted before the credential
 * is checked, in one statement that also refuses it while the account must wait, so concurrent
 * guesses cannot slip in between a check and its count; a right answer forgets the count.
 */
@Injectable()
export class AccountThrottle {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  async begin(userId: string, kind: ThrottledCheck, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const failures = `CASE WHEN t.updated_at < now() - make_interval(secs => ${QUIET_RESET_SECONDS}) THEN 1 ELSE t.failures + 1 END`;
    const counted: unknown[] = await manager.query(
      `INSERT INTO ${this.table} AS t (user_id, kind, failures, next_allowed_at, updated_at) VALUES ($1, $2, 1, now(), now())
       ON CONFLICT (user_id, kind) DO UPDATE SET
         failures = ${failures},
         next_allowed_at = now() + make_interval(secs => ${delaySql(failures)}),
         updated_at = now()
       WHERE t.next_allowed_at <= now()
       RETURNING failures`,
      [userId, kind],
    );
    if (counted.length > 0) return;
    const [row]: Array<{ wait: number }> = await manager.query(
      `SELECT ceil(extract(epoch FROM next_allowed_at - now()))::int AS wait FROM ${this.table} WHERE user_id = $1 AND kind = $2`,
      [userId, kind],
    );
    throw tooManyAttempts(Math.max(1, row?.wait ?? 1));
  }

  async succeeded(userId: string, kind: ThrottledCheck, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM ${this.table} WHERE user_id = $1 AND kind = $2`, [userId, kind]);
  }

  /** The re-entered password of a signed-in user (changing the password, the e-mail or the second factor). */
  async verifyCurrentPassword(user: { id: string; passwordHash: string | null }, password: string): Promise<void> {
    await this.begin(user.id, 'current_password');
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw appError(identityErrors.WRONG_PASSWORD);
    }
    await this.succeeded(user.id, 'current_password');
  }

  private get table(): string {
    return `"${this.config.DB_SCHEMA}".account_throttles`;
  }
}

/** Seconds to wait after the attempt numbered `failures` (an SQL expression). */
function delaySql(failures: string): string {
  return `CASE WHEN ${failures} <= ${FREE_ATTEMPTS} THEN 0 ELSE least(${MAX_DELAY_SECONDS}, power(2, ${failures} - ${FREE_ATTEMPTS} - 1)) END`;
}

function tooManyAttempts(retryAfterSeconds: number): AppError {
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return appErrorWithDetails(identityErrors.TOO_MANY_ACCOUNT_ATTEMPTS, { retryAfterSeconds }, wait);
}
