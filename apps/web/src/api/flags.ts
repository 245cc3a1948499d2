import type { FlagsSnapshot } from '@bv/contracts';
import { ApiError, INVALID_RESPONSE_CODE } from './api-error';
import { request } from './request';
import type { flagsErrors } from '@bv/contracts/messages';

// The catalogue's text, as a literal its type checks: every first page loads this module.
const FLAGS_FAILED = 'Failed to load feature flags' satisfies (typeof flagsErrors)['NO_ACTIVE_PHASE']['message'];

/**
 * Checked by hand rather than with the contracts' zod schema: every visitor's first page loads
 * the flags, and zod would add ~28 KB gzip to the landing route's 170 KB budget only to check
 * four fields. The checks are those of `flagsSnapshotSchema` (libs/contracts/src/flags.ts);
 * flags.spec.ts holds both to the same examples.
 */
export function isFlagsSnapshot(value: unknown): value is FlagsSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { phaseId, phaseName, flags, version } = value as Record<string, unknown>;
  return (
    typeof phaseId === 'string' &&
    typeof phaseName === 'string' &&
    typeof version === 'number' &&
    Number.isInteger(version) &&
    version >= 0 &&
    typeof flags === 'object' &&
    flags !== null &&
    !Array.isArray(flags) &&
    Object.values(flags).every((on) => typeof on === 'boolean')
  );
}

export async function fetchFlags(): Promise<FlagsSnapshot> {
  const payload = await request('GET', '/flags');
  if (!isFlagsSnapshot(payload)) throw new ApiError(200, INVALID_RESPONSE_CODE, FLAGS_FAILED);
  return payload;
}
