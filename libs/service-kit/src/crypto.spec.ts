import { randomBytes } from 'node:crypto';
import { decoyVerification, hashSecret, newOpaqueToken, openSecret, sealSecret, sha256, verifySecret } from './crypto';

const key = randomBytes(32).toString('base64');

describe('sealing', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const a = sealSecret('-----BEGIN PRIVATE KEY-----', key);
    const b = sealSecret('-----BEGIN PRIVATE KEY-----', key);
    expect(a).not.toBe(b);
    expect(openSecret(a, key)).toBe('-----BEGIN PRIVATE KEY-----');
  });

  it('refuses a tampered ciphertext or the wrong key', () => {
    const sealed = Buffer.from(sealSecret('secret', key), 'base64');
    sealed[sealed.length - 1] ^= 1;
    expect(() => openSecret(sealed.toString('base64'), key)).toThrow();
    expect(() => openSecret(sealSecret('secret', key), randomBytes(32).toString('base64'))).toThrow();
  });
});

describe('secrets and tokens', () => {
  it('hashes a chosen secret with Argon2id and checks it; a malformed hash is a mismatch', async () => {
    const stored = await hashSecret('tanjong pagar 2025');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifySecret(stored, 'tanjong pagar 2025')).toBe(true);
    expect(await verifySecret(stored, 'tanjong pagar 2026')).toBe(false);
    expect(await verifySecret('not-a-hash', 'anything')).toBe(false);
    await expect(decoyVerification('decoy')('anything')).resolves.toBeUndefined();
  });

  it('makes URL-safe random tokens of the asked size and hashes them with SHA-256', () => {
    expect(newOpaqueToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken(24)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(sha256('abc').toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
