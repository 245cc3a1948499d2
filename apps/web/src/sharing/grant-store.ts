import type { ShareGrant } from '@bv/contracts';

// A correct password gives a 30-minute grant. It is kept for this tab only (sessionStorage), per
// link, so a reload shows the content again without asking; closing the tab forgets it.
const PREFIX = 'bv.shareGrant.';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the visitor is simply asked again after a reload.
    return null;
  }
};

/** The grant kept for this link, unless it has run out. */
export function readGrant(token: string): string | null {
  const raw = storage()?.getItem(PREFIX + token);
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<ShareGrant>;
    if (typeof kept.grant === 'string' && typeof kept.expiresAt === 'string' && Date.parse(kept.expiresAt) > Date.now()) return kept.grant;
  } catch {
    // unreadable: dropped below
  }
  forgetGrant(token);
  return null;
}

export function keepGrant(token: string, grant: ShareGrant): void {
  try {
    storage()?.setItem(PREFIX + token, JSON.stringify(grant));
  } catch {
    // quota or blocked storage: the grant still works for this page view
  }
}

export function forgetGrant(token: string): void {
  storage()?.removeItem(PREFIX + token);
}
