import type { QueryClient } from '@tanstack/react-query';
import { FLAGS_QUERY_KEY } from '../flags/use-feature-flags';
import { createRealtimeStore, type RealtimeStore } from './realtime-store';

/** The page's one realtime connection; the badge reads it through useRealtimeStatus(). */
export const appRealtime: RealtimeStore = createRealtimeStore();

/**
 * Opens the connection once the page has loaded: socket.io-client is a chunk of its own, so it
 * stays out of the landing route's critical path. A push re-reads GET /flags
 * (docs/product-rules.md, "Feature flags").
 */
export function startRealtime(queryClient: QueryClient, store: RealtimeStore = appRealtime): Promise<void> {
  return import('./socket-io-link').then(
    ({ openSocketIoLink }) =>
      store.start({
        openLink: openSocketIoLink,
        refreshFlags: () => void queryClient.invalidateQueries({ queryKey: FLAGS_QUERY_KEY }),
      }),
    // A chunk that failed to download: the page works without pushes (flags are read on load).
    () => undefined,
  );
}
