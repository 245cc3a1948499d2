import type { ReactNode } from 'react';
import { FeatureLoadingError } from './feature-loading-error';
import { useFlagsQuery } from './use-feature-flags';

/**
 * Pages render at once with every optional feature off (nothing waits for the flags request,
 * so the first paint is not delayed); only when the flags could not be loaded at all, after the
 * data client's retries, does the spec's full-page error take over.
 */
export function FlagsGate({ children }: { children: ReactNode }) {
  const flags = useFlagsQuery();
  if (flags.isError && !flags.data) return <FeatureLoadingError onRetry={() => void flags.refetch()} retrying={flags.isFetching} />;
  return <>{children}</>;
}
