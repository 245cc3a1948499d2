import type { Account } from '@bv/contracts';
import type { AuthenticatedUser } from './access-token-verifier';

/** Long enough that a busy user's requests share one lookup; short enough that another instance's stale copy soon goes. */
export const PROFILE_TTL_MS = 30_000;
const PROFILES_KEPT = 10_000;

/**
 * The signed-in user's account (GET /api/v1/auth/me) kept in the gateway for a short while, so
 * the page's repeated asks cost no RPC to identity. A copy is dropped when identity says the
 * account changed (`user.profile_changed`, `user.role_changed`: the instance that takes the
 * event), replaced by the answer to the owner's own rename, and never used when it disagrees
 * with the token in hand (another e-mail or role: the token is newer). Another gateway instance
 * may show a renamed account's old name for at most PROFILE_TTL_MS.
 */
export class ProfileCache {
  private readonly entries = new Map<string, { account: Account; until: number }>();

  constructor(
    private readonly load: (userId: string) => Promise<Account>,
    private readonly ttlMs = PROFILE_TTL_MS,
  ) {}

  async get(user: AuthenticatedUser, now = Date.now()): Promise<Account> {
    const kept = this.entries.get(user.id);
    if (kept && kept.until > now && kept.account.email === user.email && kept.account.role === user.role) return kept.account;
    const account = await this.load(user.id);
    this.put(account, now);
    return account;
  }

  put(account: Account, now = Date.now()): void {
    this.entries.delete(account.id);
    this.entries.set(account.id, { account, until: now + this.ttlMs });
    if (this.entries.size > PROFILES_KEPT) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }
}
