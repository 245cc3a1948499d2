// localStorage can throw (Safari private mode, quota, disabled storage); analytics must never
// break a page, so a failed read is the fallback and a failed write is dropped.
export function readStored<T>(key: string, fallback: T, storage: () => Storage = () => window.localStorage): T {
  try {
    const raw = storage().getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown, storage: () => Storage = () => window.localStorage): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the data stays in memory for this page.
  }
}

export function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** One id per browser (A/B assignments stay stable), one per tab session (events are grouped by it). */
export function visitorId(): string {
  const id = readStored<string | null>('bv.visitorId', null);
  if (id) return id;
  const created = newId();
  writeStored('bv.visitorId', created);
  return created;
}

export function sessionId(): string {
  const session = () => window.sessionStorage;
  const id = readStored<string | null>('bv.sessionId', null, session);
  if (id) return id;
  const created = newId();
  writeStored('bv.sessionId', created, session);
  return created;
}
