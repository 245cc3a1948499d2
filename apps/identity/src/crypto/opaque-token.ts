import { newOpaqueToken, sha256 } from '@bv/service-kit';

export { newOpaqueToken };

/** What the database keeps of a refresh token or an e-mail link (hex, as the columns hold it). */
export function hashOpaqueToken(token: string): string {
  return sha256(token).toString('hex');
}
