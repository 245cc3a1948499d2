import { randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret } from './key-encryption';

const key = randomBytes(32).toString('base64');

describe('key encryption', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const a = encryptSecret('-----BEGIN PRIVATE KEY-----', key);
    const b = encryptSecret('-----BEGIN PRIVATE KEY-----', key);
    expect(a).not.toBe(b);
    expect(decryptSecret(a, key)).toBe('-----BEGIN PRIVATE KEY-----');
  });

  it('refuses a tampered ciphertext or the wrong key', () => {
    const sealed = Buffer.from(encryptSecret('secret', key), 'base64');
    sealed[sealed.length - 1] ^= 1;
    expect(() => decryptSecret(sealed.toString('base64'), key)).toThrow();
    expect(() => decryptSecret(encryptSecret('secret', key), randomBytes(32).toString('base64'))).toThrow();
  });
});
