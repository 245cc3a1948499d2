import { randomBytes } from 'node:crypto';
import { hashOpaqueToken } from '../crypto/opaque-token';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I to misread

/** 16 characters from 32 symbols: 80 random bits, shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCode(): string {
  const chars = [...randomBytes(16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Case, spaces and dashes don't matter when someone types a code back. */
export function recoveryCodeHash(code: string): string {
  return hashOpaqueToken(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));
}
