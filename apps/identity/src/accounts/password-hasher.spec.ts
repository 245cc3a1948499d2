import { hashPassword, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('stores Argon2id with at least 19 MiB and 2 passes, and verifies', async () => {
    const stored = await hashPassword('harbour lights over marina bay');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, 'harbour lights over marina bay')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'harbour lights over marina bay!')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false);
  });
});
