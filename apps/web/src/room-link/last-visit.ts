/**
 * "New since your last visit" (docs/product-rules.md, "Deal rooms": room links): this browser
 * remembers, per link, when it last showed a sign of life and when its previous visit was. A
 * return within 30 minutes is the same visit (as the share links' views), so a reload keeps the
 * same documents marked New.
 */
const SAME_VISIT_MS = 30 * 60 * 1000;

type Stored = { lastSeenAt: string; previousVisitAt: string | null };

const keyOf = (token: string) => `bv-room-visit:${token}`;

function read(token: string): Stored | null {
  try {
    const raw = window.localStorage.getItem(keyOf(token));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && typeof (parsed as Stored).lastSeenAt === 'string') return parsed as Stored;
  } catch {
    // storage refused (private mode) or damaged: a first visit
  }
  return null;
}

function previousVisitOf(stored: Stored | null, now: Date): string | null {
  const sameVisit = stored !== null && now.getTime() - new Date(stored.lastSeenAt).getTime() < SAME_VISIT_MS;
  return sameVisit ? stored.previousVisitAt : (stored?.lastSeenAt ?? null);
}

/**
 * What markVisit would answer now, recording nothing: main.tsx hydrates a room's index the server
 * rendered as for a first visit only when this browser's answer is the same (nothing New).
 */
export const peekPreviousVisit = (token: string, now = new Date()): string | null => previousVisitOf(read(token), now);

/** Records this visit and answers when the previous one was (null on a first visit: nothing is New). */
export function markVisit(token: string, now = new Date()): string | null {
  const previousVisitAt = previousVisitOf(read(token), now);
  try {
    window.localStorage.setItem(keyOf(token), JSON.stringify({ lastSeenAt: now.toISOString(), previousVisitAt } satisfies Stored));
  } catch {
    // nothing remembered: every visit is a first one
  }
  return previousVisitAt;
}

export const isNewSince = (createdAt: string, previousVisitAt: string | null) => previousVisitAt !== null && new Date(createdAt).getTime() > new Date(previousVisitAt).getTime();
