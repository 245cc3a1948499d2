import { call, type AuthReply } from '@bv/testing';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { FREE_ATTEMPTS } from '../apps/identity/src/throttle/account-throttle.service';
import { startPlatform, type Platform } from './harness';
import { signedInAccount, TEST_PASSWORD, totpCode } from './test-accounts';

jest.setTimeout(120_000);

const WRONG = 'not the password at all';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Guesses at one account from many addresses (each request from its own X-Forwarded-For,
 * through the trusted loopback proxy) meet growing delays per account, never a lock-out; the
 * owner's existing session keeps working meanwhile.
 */
describe('per-account throttles across addresses', () => {
  let platform: Platform;
  let api: string;
  let addresses = 0;
  const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${(addresses += 1) % 250}` });

  beforeAll(async () => {
    platform = await startPlatform([identityService, gatewayService], { RATE_LIMIT_PER_MINUTE: '10000', TRUST_PROXY: '127.0.0.1' });
    api = `${platform.services.gateway.url}/api/v1/auth`;
  });
  afterAll(() => platform?.stop());

  const signIn = (email: string, password: string) => call(`${api}/sign-in`, { body: { email, password }, headers: fromNewAddress() });

  /** Spends the free attempts and one more (which starts the 1 s delay) with wrong answers. */
  async function exhaustFreeAttempts(attempt: () => Promise<AuthReply>, wrongStatus: number): Promise<void> {
    for (let i = 0; i <= FREE_ATTEMPTS; i += 1) expect((await attempt()).status).toBe(wrongStatus);
  }

  function expectDelayed(reply: AuthReply): number {
    expect({ status: reply.status, code: reply.body.error?.code }).toEqual({ status: 429, code: 'AUTH.TOO_MANY_ATTEMPTS' });
    return Number(reply.retryAfter);
  }

  it('delays sign-in guesses for one account from many addresses, with growing waits, and lets the right password in after the wait', async () => {
    const owner = await signedInAccount(platform);
    await exhaustFreeAttempts(() => signIn(owner.email, WRONG), 401);

    // Even the right password waits: the delay is decided before the password is checked.
    const first = expectDelayed(await signIn(owner.email, TEST_PASSWORD));
    expect(first).toBe(1);
    await sleep(first * 1000 + 100);
    expect((await signIn(owner.email, WRONG)).status).toBe(401);
    const second = expectDelayed(await signIn(owner.email, WRONG));
    expect(second).toBe(2);

    // The owner's signed-in session is not blocked meanwhile: the API, a refresh and a password change work.
    expect((await call(`${api}/me`, { bearer: owner.token })).status).toBe(200);
    expect((await call(`${api}/refresh`, { method: 'POST', cookie: owner.cookie })).status).toBe(200);
    const changed = await call(`${api}/password/change`, { body: { currentPassword: TEST_PASSWORD, newPassword: 'lanterns along the river' }, bearer: owner.token });
    expect(changed.status).toBe(200);

    await sleep(second * 1000 + 100);
    const signedIn = await signIn(owner.email, 'lanterns along the river');
    expect(signedIn.status).toBe(200);
    // A success forgets the count: the next wrong guess is free again.
    expect((await signIn(owner.email, WRONG)).status).toBe(401);
    expect((await signIn(owner.email, WRONG)).status).toBe(401);
  });

  it('delays wrong current passwords on a signed-in session (change password and change e-mail share one count)', async () => {
    const owner = await signedInAccount(platform);
    const changePassword = () => call(`${api}/password/change`, { body: { currentPassword: WRONG, newPassword: 'a brand new passphrase here' }, bearer: owner.token, headers: fromNewAddress() });
    const changeEmail = () => call(`${api}/email/change`, { body: { password: WRONG, newEmail: `moved-${owner.id.slice(0, 8)}@example.sg` }, bearer: owner.token, headers: fromNewAddress() });
    for (let i = 0; i < FREE_ATTEMPTS; i += 1) expect((await (i % 2 ? changeEmail() : changePassword())).status).toBe(401);
    expect((await changeEmail()).status).toBe(401);
    expectDelayed(await changePassword());
    expectDelayed(await changeEmail());
    // Sign-in for the same account keeps its own count.
    expect((await signIn(owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('delays wrong second-factor codes for one account across fresh sign-in challenges', async () => {
    const owner = await signedInAccount(platform, { mfa: true });
    const challenge = async () => {
      const started = await signIn(owner.email, TEST_PASSWORD);
      expect(started.body.kind).toBe('mfa_required');
      return started.body.challengeId as string;
    };
    const answer = (challengeId: string, code: string) => call(`${api}/mfa/challenge`, { body: { challengeId, code }, headers: fromNewAddress() });
    // Each challenge takes five codes; a new sign-in starts a new challenge, but the account keeps counting.
    const firstChallenge = await challenge();
    for (let i = 0; i < FREE_ATTEMPTS; i += 1) expect((await answer(firstChallenge, '000000')).status).toBe(401);
    const secondChallenge = await challenge();
    expect((await answer(secondChallenge, '000000')).status).toBe(401);
    const waitSeconds = expectDelayed(await answer(secondChallenge, await totpCode(owner.secret as string, 1)));
    await sleep(waitSeconds * 1000 + 100);
    expect((await answer(secondChallenge, await totpCode(owner.secret as string, 1))).status).toBe(200);
  });
});
