import type { RoomLinkGate } from '@bv/contracts';
import { viewerAllowed } from '../shares/share-gate';
import type { GrantClaims } from '../shares/share-grants';
import type { RoomLinkEntity } from './entities/room-link.entity';

type Gated = Pick<RoomLinkEntity, 'id' | 'requireEmail' | 'allowedViewers' | 'agreementVersion'>;
/** Who passed the link's gate: the verified address and the name given with "I agree" (either may be null). */
export type RoomReader = { email: string | null; name: string | null };

/** The grant's claims when they belong to this link (a share's grant or another link's opens nothing). */
const ownClaims = (link: Gated, claims: GrantClaims | null) => (claims && claims.shareId === link.id ? claims : null);

/** The address the grant verified, when it still passes the link's gate and list (the list may have changed since). */
export function verifiedEmail(link: Gated, claims: GrantClaims | null): string | null {
  const own = ownClaims(link, claims);
  return own?.email && viewerAllowed(link.allowedViewers, own.email) ? own.email : null;
}

/**
 * What the link still asks before its index opens (docs/product-rules.md, "Deal rooms": access
 * rules): the verified e-mail first, then the current agreement version. A founder who edits the
 * agreement makes a new version, so earlier acceptances no longer open the room.
 */
export function gateStep(link: Gated, claims: GrantClaims | null): RoomLinkGate['step'] {
  if (link.requireEmail && !verifiedEmail(link, claims)) return 'email';
  if (link.agreementVersion !== null && ownClaims(link, claims)?.agreed !== link.agreementVersion) return 'agreement';
  return null;
}

export function readerOf(link: Gated, claims: GrantClaims | null): RoomReader {
  return { email: link.requireEmail ? verifiedEmail(link, claims) : null, name: ownClaims(link, claims)?.name ?? null };
}
