import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** 192 random bits: far beyond guessing, and 32 URL-safe characters. */
export const SHARE_TOKEN_BYTES = 24;

export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/** What the database keeps to find a share by its token; the token cannot be recovered from it. */
export function hashShareToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** AES-256-GCM with a random IV; base64(iv | tag | ciphertext). Lets the owner copy the link again. */
export function sealShareToken(token: string, keyBase64: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openShareToken(sealed: string, keyBase64: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
