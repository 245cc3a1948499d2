import type { QueryClient } from '@tanstack/react-query';
import type { SharedPage } from '@bv/contracts';
import { sharedLinkApi, type SharingApiError } from '../api/sharing';
import { forgetGrant, readGrant } from './grant-store';

export const sharedPageKey = (token: string, grant: string | null) => ['shared-link', token, grant] as const;

/** GET /shared/:token (a counted view when the content comes along). A refused grant (expired, or a new password) is forgotten. */
export async function fetchSharedPage(token: string, grant: string | null): Promise<SharedPage> {
  const answer = await sharedLinkApi.open(token, grant);
  if (grant && answer.content === null) forgetGrant(token);
  return answer;
}

export const retrySharedPage = (failures: number, error: SharingApiError) => failures < 1 && (error.status === 0 || error.status >= 500);

const SHARED_PATH = /^\/shared\/([^/?#]+)\/?$/;

/**
 * For a visitor opening a shared link: starts the page's request as soon as the entry script
 * runs, in parallel with the page's own chunk and the first render, instead of after them (the
 * investor on a phone sees the deck sooner). The page's query then finds the answer in the cache.
 */
export function prefetchSharedPage(queryClient: QueryClient, pathname: string): void {
  const match = SHARED_PATH.exec(pathname);
  if (!match) return;
  const token = decodeURIComponent(match[1]);
  const grant = readGrant(token);
  void queryClient.prefetchQuery<SharedPage, SharingApiError>({
    queryKey: sharedPageKey(token, grant),
    queryFn: () => fetchSharedPage(token, grant),
    staleTime: Infinity,
    retry: retrySharedPage,
  });
}
