import type { QueryClient } from '@tanstack/react-query';
import type { SharedPage } from '@bv/contracts';
import { isSharedPage, sharedLinkApi, type SharingApiError } from '../api/sharing';
import { prefetchRoomLink } from '../room-link/room-link-queries';
import { forgetGrant, readGrant } from './grant-store';
import { takeServerAnswer } from './server-answer';

export const sharedPageKey = (token: string, grant: string | null) => ['shared-link', token, grant] as const;

/** GET /shared/:token (a counted view when the content comes along). A refused grant (expired, or a new password) is forgotten. */
export async function fetchSharedPage(token: string, grant: string | null): Promise<SharedPage> {
  const answer = await sharedLinkApi.open(token, grant);
  if (grant && answer.content === null) forgetGrant(token);
  return answer;
}

export const retrySharedPage = (failures: number, error: SharingApiError) => failures < 1 && (error.status === 0 || error.status >= 500);

const SHARED_PATH = /^\/shared\/([^/?#]+)\/?$/;
/** The data block the gateway writes beside a shared link's page it rendered (apps/gateway/src/web-hosting/shared-page-prerender.ts). */
const SERVER_ANSWER_ID = 'bv-shared-page';

/**
 * For a visitor opening a shared link (or a room link, prefetchRoomLink): the page's query finds its answer in the cache. Either
 * the one the gateway rendered the page with (unless this tab holds a grant for the link: the
 * gateway could not see it and answered as to a stranger), or a request started as soon as the
 * entry script runs, in parallel with the page's own chunk, instead of after them.
 * True when the root element holds a page the browser can hydrate (a room link's, prefetchRoomLink).
 */
export function prefetchSharedPage(queryClient: QueryClient, pathname: string): boolean {
  // A room link's pages (/shared/:token/room…) have answers of their own.
  if (prefetchRoomLink(queryClient, pathname)) return true;
  const match = SHARED_PATH.exec(pathname);
  if (!match) return false;
  const token = decodeURIComponent(match[1]);
  const grant = readGrant(token);
  const fromServer = takeServerAnswer(SERVER_ANSWER_ID, token, isSharedPage);
  if (fromServer && !grant) {
    queryClient.setQueryData(sharedPageKey(token, null), fromServer);
    return false;
  }
  void queryClient.prefetchQuery<SharedPage, SharingApiError>({
    queryKey: sharedPageKey(token, grant),
    queryFn: () => fetchSharedPage(token, grant),
    staleTime: Infinity,
    retry: retrySharedPage,
  });
  return false;
}
