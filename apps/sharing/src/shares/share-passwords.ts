import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package exports it as a const enum, which isolated modules can't read. */
const ARGON2ID_ALGORITHM = 2;
/** OWASP's Argon2id floor, as identity uses: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSharePassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifySharePassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Every access attempt runs exactly one verify: against this decoy when the link is unknown,
 * expired or has no password, so those answer in the same time as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashSharePassword('decoy-share-password-for-timing');
  await verifySharePassword(await decoyHash, password);
}
