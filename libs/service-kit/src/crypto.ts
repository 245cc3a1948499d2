import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// The services' one set of secret handling: a slow hash for what people choose (passwords),
// a fast hash for random tokens, sealing for secrets that must be read back.

/** `Algorithm.Argon2id`; the package exports it as a const enum, which isolated modules can't read. */
const ARGON2ID_ALGORITHM = 2;
/** OWASP's Argon2id floor: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Argon2id of a secret a person chose (an account or link password). */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2ID);
}

/** Whether `secret` matches an Argon2 hash; a malformed hash is a mismatch, never an error. */
export async function verifySecret(secretHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(secretHash, secret);
  } catch {
    return false;
  }
}

/**
 * A verification against a fixed decoy hash, for the answers that have nothing to verify (no
 * such account, no such link): they then take as long as a wrong password, so timing tells nothing.
 */
export function decoyVerification(decoy: string): (secret: string) => Promise<void> {
  let decoyHash: Promise<string> | undefined;
  return async (secret) => {
    decoyHash ??= hashSecret(decoy);
    await verifySecret(await decoyHash, secret);
  };
}

/** `bytes` random bytes, URL-safe (256 bits by default): refresh tokens, e-mail links, share links. */
export function newOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** High-entropy tokens need no slow hash: SHA-256 is enough to make a database leak useless. */
export function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** AES-256-GCM with a random IV; base64(iv | tag | ciphertext). */
export function sealSecret(plain: string, keyBase64: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Opens what sealSecret sealed; throws when the key is wrong or the text was altered. */
export function openSecret(sealed: string, keyBase64: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
