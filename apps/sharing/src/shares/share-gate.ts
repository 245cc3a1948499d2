import type { GrantClaims } from './share-grants';

/** What a link asks of a visitor before showing its content. */
export type ShareGate = { passwordHash: string | null; passwordVersion: number; requireEmail: boolean; allowedViewers: string[] };

/** An address passes a link's allow-list when it is listed or its domain is (`@fund.sg`). An empty list lets any address in. */
export function viewerAllowed(allowedViewers: readonly string[], email: string): boolean {
  if (allowedViewers.length === 0) return true;
  const address = email.toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  return allowedViewers.includes(address) || allowedViewers.includes(domain);
}

/** Whether a grant still opens the link: same link, same password version, and an address that (still) passes the gate. */
export function grantOpens(share: { id: string } & ShareGate, claims: GrantClaims | null): boolean {
  if (!claims || claims.shareId !== share.id || claims.passwordVersion !== share.passwordVersion) return false;
  if (!share.requireEmail) return true;
  return claims.email !== null && viewerAllowed(share.allowedViewers, claims.email);
}

/** A link with neither a password nor an e-mail gate opens for anyone holding it. */
export const isOpenLink = (share: ShareGate) => share.passwordHash === null && !share.requireEmail;
