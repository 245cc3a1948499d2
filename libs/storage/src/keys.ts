import { ObjectStoreError } from './object-store';

// Keys are the same for every driver: '/'-separated segments of letters, digits, '.', '_', '-'
// and '=' (no '.' or '..' segment, no empty one), at most 1,024 characters. The local driver
// maps them onto paths, so the rule is what keeps a key inside its root.
const SEGMENT = /^[A-Za-z0-9._=-]+$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 1024) throw new ObjectStoreError('INVALID_KEY', 'object key must be 1 to 1024 characters');
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw new ObjectStoreError('INVALID_KEY', `object key ${JSON.stringify(key.slice(0, 200))} has an invalid segment`);
    }
  }
}

/** A prefix is a valid key followed by '/' (a folder); deleting by a bare or partial name is refused. */
export function assertValidPrefix(prefix: string): void {
  if (typeof prefix !== 'string' || !prefix.endsWith('/')) throw new ObjectStoreError('INVALID_KEY', 'prefix must end with "/"');
  assertValidKey(prefix.slice(0, -1));
}

function assertId(name: string, value: string): void {
  if (!ID.test(value)) throw new ObjectStoreError('INVALID_KEY', `${name} must be 1 to 64 letters, digits, '_' or '-'`);
}

/** `rooms/<roomId>/`: everything of one deal room, deleted with it. */
export function roomPrefix(roomId: string): string {
  assertId('roomId', roomId);
  return `rooms/${roomId}/`;
}

/** `rooms/<roomId>/documents/<docId>/`: every version of one document. */
export function documentPrefix(roomId: string, docId: string): string {
  assertId('docId', docId);
  return `${roomPrefix(roomId)}documents/${docId}/`;
}

/** `rooms/<roomId>/documents/<docId>/<version>/<name>`, e.g. `.../3/original` or `.../3/pages/0001.png`. */
export function documentVersionKey(roomId: string, docId: string, version: number, name: string): string {
  if (!Number.isSafeInteger(version) || version < 1) throw new ObjectStoreError('INVALID_KEY', 'version must be a positive integer');
  const key = `${documentPrefix(roomId, docId)}${version}/${name}`;
  assertValidKey(key);
  return key;
}
