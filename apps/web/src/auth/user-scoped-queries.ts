import type { QueryClient } from '@tanstack/react-query';
import { FLAGS_QUERY_KEY } from '../flags/use-feature-flags';

/**
 * Query roots whose answers are the same for everyone (flags, service status, a shared link
 * opened by its token). Everything else belongs to the signed-in user and must not outlive them.
 */
const PUBLIC_ROOTS = new Set<unknown>([FLAGS_QUERY_KEY[0], 'service-status', 'shared-link']);

/** Drops every cached answer that belongs to a user, so the next person on this tab never sees it. */
export function forgetUserQueries(queryClient: QueryClient): void {
  queryClient.cancelQueries({ predicate: (query) => !PUBLIC_ROOTS.has(query.queryKey[0]) }).catch(() => undefined);
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_ROOTS.has(query.queryKey[0]) });
}
