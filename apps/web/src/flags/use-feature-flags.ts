import type { FlagName, FlagsSnapshot } from '@bv/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { fetchFlags } from '../api/flags';
import { useAuth } from '../auth/auth-context';
import { usePathPrefix } from '../routing/path-prefix';

/**
 * One cache entry for the active phase's flags. The realtime connection invalidates it 100 ms after
 * a push (docs/product-rules.md, "Feature flags"); the admin screen puts the server's answer here
 * after a change.
 */
export const FLAGS_QUERY_KEY = ['feature-flags'] as const;

export function useFlagsQuery(): UseQueryResult<FlagsSnapshot, ApiError> {
  return useQuery<FlagsSnapshot, ApiError>({ queryKey: FLAGS_QUERY_KEY, queryFn: fetchFlags });
}

/**
 * Flags that only change what the page shows. The server enforces the others (guest_checkout,
 * price_lock_validation), so showing them on in a preview would only produce refusals.
 */
const PREVIEWABLE: ReadonlySet<FlagName> = new Set<FlagName>([
  'early_bird_pricing',
  'phase2_previews',
  'consultation_booking',
  'roi_calculator',
  'sample_deliverables',
  'persona_messaging',
]);

/** admin_overrides: an admin under /admin-preview sees display-only features as if they were on. */
export function useAdminPreview(): boolean {
  const { data } = useFlagsQuery();
  const { isAdmin } = useAuth();
  const { prefix } = usePathPrefix();
  return isAdmin && prefix !== '' && data?.flags.admin_overrides === true;
}

/** Off until the snapshot says on: optional features never flash in and out while flags load. */
export function useFeatureFlag(name: FlagName): boolean {
  const { data } = useFlagsQuery();
  const previewing = useAdminPreview();
  return data?.flags[name] === true || (previewing && PREVIEWABLE.has(name));
}
