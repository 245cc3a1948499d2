import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package exports it as a const enum, which isolated modules can't read. */
const ARGON2ID_ALGORITHM = 2;

/** OWASP's Argon2id floor: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the account does not exist makes "no such user" cost the same
 * time as "wrong password", so response times don't reveal who has an account.
 */
let decoyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoyHash, password);
}
