import type { FlagName, FlagsSnapshot } from '@bv/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { fetchFlags } from '../api/flags';

/**
 * One cache entry for the active phase's flags. Realtime updates (a later issue) only need to
 * put a new snapshot here, `queryClient.setQueryData(FLAGS_QUERY_KEY, snapshot)`, or
 * invalidate it after the spec's 100 ms debounce; every reader below follows.
 */
export const FLAGS_QUERY_KEY = ['feature-flags'] as const;

export function useFlagsQuery(): UseQueryResult<FlagsSnapshot, ApiError> {
  return useQuery<FlagsSnapshot, ApiError>({ queryKey: FLAGS_QUERY_KEY, queryFn: fetchFlags });
}

/** Off until the snapshot says on: optional features never flash in and out while flags load. */
export function useFeatureFlag(name: FlagName): boolean {
  const { data } = useFlagsQuery();
  return data?.flags[name] === true;
}
