import type { Account } from '@bv/contracts';
import type { AuthenticatedUser } from './access-token-verifier';
import { ProfileCache } from './profile-cache';

const account: Account = { id: '4f8a2c1e-0000-4000-8000-000000000001', email: 'mei@example.sg', name: 'Mei Tan', emailVerified: true, role: 'user', createdAt: '2026-11-01T00:00:00.000Z' };
const user: AuthenticatedUser = { id: account.id, email: account.email, role: 'user', aal: 'aal1', sessionId: 's-1' };

function cache(answers: Account[] = [account]) {
  let asked = 0;
  const load = jest.fn(async (): Promise<Account> => answers[Math.min(asked++, answers.length - 1)]);
  return { load, profiles: new ProfileCache(load, 30_000) };
}

describe('ProfileCache', () => {
  it('asks identity once while the copy is fresh, again once it is not', async () => {
    const { load, profiles } = cache();
    expect(await profiles.get(user, 0)).toEqual(account);
    expect(await profiles.get(user, 29_000)).toEqual(account);
    expect(load).toHaveBeenCalledTimes(1);
    await profiles.get(user, 30_001);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the copy when identity says the account changed, and takes the owner’s rename as the new copy', async () => {
    const renamed = { ...account, name: 'Mei Ling Tan' };
    const { load, profiles } = cache([account, renamed]);
    await profiles.get(user, 0);
    profiles.forget(account.id);
    expect((await profiles.get(user, 1)).name).toBe('Mei Ling Tan');
    profiles.put({ ...account, name: 'Mei L. Tan' }, 2);
    expect((await profiles.get(user, 3)).name).toBe('Mei L. Tan');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never answers with a copy that disagrees with the token in hand', async () => {
    const { load, profiles } = cache([account, { ...account, email: 'mei@newco.sg' }]);
    await profiles.get(user, 0);
    expect((await profiles.get({ ...user, email: 'mei@newco.sg' }, 1)).email).toBe('mei@newco.sg');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
