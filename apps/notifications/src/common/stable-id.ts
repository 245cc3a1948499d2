import { createHash } from 'node:crypto';

/**
 * A UUID (version 8, "custom") derived from a key: the same key always gives the same id, so
 * the log row of a sequence step, and the BullMQ job named after it, are stable across
 * duplicate triggers. BullMQ job ids must not contain ':'; a UUID never does.
 */
export function stableUuid(key: string): string {
  const bytes = createHash('sha256').update(key, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
