import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and e-mail links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** High-entropy tokens need no slow hash: SHA-256 is enough to make a database leak useless. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
