import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, linkSync, unlinkSync, writeFileSync } from 'node:fs';

/** `key32`: 32 random bytes, base64 (an AES-256 key: *_KEY). `secret`: 48 random bytes, base64url (an HMAC secret: *_SECRET). */
export type SecretKind = 'key32' | 'secret';

const MAKE: Record<SecretKind, () => string> = {
  key32: () => randomBytes(32).toString('base64'),
  secret: () => randomBytes(48).toString('base64url'),
};

export type SecretFile = { path: string; kind: SecretKind };

/** `<path>=<kind>`, as the command line gives it. */
export function parseSecretFile(arg: string): SecretFile {
  const at = arg.lastIndexOf('=');
  const kind = arg.slice(at + 1);
  if (at <= 0 || !(kind in MAKE)) throw new Error(`expected <path>=${Object.keys(MAKE).join('|')}, got ${arg}`);
  return { path: arg.slice(0, at), kind: kind as SecretKind };
}

/**
 * Makes each secret file that does not exist yet, with a new random value, readable by its owner
 * only; one that exists is kept (the keys encrypt stored data, so a secret is made once and for
 * good). Each file appears whole or not at all: it is written aside and linked into place.
 * Returns what it did per file; never the values.
 */
export function ensureSecretFiles(files: SecretFile[], owner?: { uid: number; gid: number }): Array<{ path: string; made: boolean }> {
  return files.map(({ path, kind }) => {
    if (existsSync(path)) return { path, made: false };
    const aside = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(aside, MAKE[kind](), { mode: 0o400 });
    try {
      if (owner) chownSync(aside, owner.uid, owner.gid);
      linkSync(aside, path);
      return { path, made: true };
    } catch (err) {
      // Another run made it first: theirs stands.
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return { path, made: false };
      throw err;
    } finally {
      unlinkSync(aside);
    }
  });
}
