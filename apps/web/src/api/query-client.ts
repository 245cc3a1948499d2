import { QUERY_CLIENT_DEFAULTS, queryRetryDelayMs, shouldRetryQuery } from '@bv/domain';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

/** A Retry-After longer than this is not waited out: the user gets the error and may try again. */
const LONGEST_RETRY_AFTER_MS = 10_000;

/**
 * The wait before a mutation's retry: what a 503 asked for (a service or its database
 * restarting), else the usual back-off. The retry sends the same body, so a Lite submission keeps
 * its `submissionId` and a first try that was recorded after all is never recorded twice.
 */
function mutationRetryDelayMs(attempt: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfter : undefined;
  return asked === undefined ? queryRetryDelayMs(attempt) : Math.min(asked * 1000, LONGEST_RETRY_AFTER_MS);
}

/** docs/product-rules.md, "Timings and limits" (main data client): the numbers and retry rules live in @bv/domain. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CLIENT_DEFAULTS.staleTimeMs,
        gcTime: QUERY_CLIENT_DEFAULTS.gcTimeMs,
        retry: (failureCount, error) => shouldRetryQuery(failureCount, statusOf(error)),
        retryDelay: (attempt) => queryRetryDelayMs(attempt),
        refetchOnWindowFocus: false,
        refetchOnMount: false,
      },
      mutations: {
        // Once, as the spec says, but never for a 4xx: the same body would be refused again,
        // and the user would wait for the backoff before seeing the server's message.
        retry: (failureCount, error) =>
          failureCount < QUERY_CLIENT_DEFAULTS.mutationRetries && shouldRetryQuery(failureCount, statusOf(error)),
        retryDelay: mutationRetryDelayMs,
      },
    },
  });
}
