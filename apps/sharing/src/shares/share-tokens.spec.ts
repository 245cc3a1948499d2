import { randomBytes } from 'node:crypto';
import { hashShareToken, newShareToken, openShareToken, SHARE_TOKEN_BYTES, sealShareToken } from './share-tokens';

const key = randomBytes(32).toString('base64');

describe('share tokens', () => {
  it('are at least 128 random bits, URL-safe and never repeat', () => {
    const tokens = Array.from({ length: 10_000 }, newShareToken);
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    for (const token of tokens.slice(0, 100)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(SHARE_TOKEN_BYTES);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every base64url character shows up across many tokens: no fixed or biased positions.
    const seen = new Set(tokens.join(''));
    expect(seen.size).toBe(64);
  });

  it('are looked up by SHA-256, which does not contain them', () => {
    const token = newShareToken();
    const hash = hashShareToken(token);
    expect(hash).toHaveLength(32);
    expect(hash.equals(hashShareToken(token))).toBe(true);
    expect(hash.toString('hex')).not.toContain(Buffer.from(token).toString('hex'));
  });

  it('seal for the owner with AES-256-GCM: a fresh IV each time, tampering detected', () => {
    const token = newShareToken();
    const a = sealShareToken(token, key);
    const b = sealShareToken(token, key);
    expect(a).not.toBe(b);
    expect(a).not.toContain(token);
    expect(openShareToken(a, key)).toBe(token);
    const tampered = Buffer.from(a, 'base64');
    tampered[tampered.length - 1] ^= 1;
    expect(() => openShareToken(tampered.toString('base64'), key)).toThrow();
    expect(() => openShareToken(a, randomBytes(32).toString('base64'))).toThrow();
  });
});
