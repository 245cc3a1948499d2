import type { QueryClient } from '@tanstack/react-query';
import { isRoomLinkDocument, isRoomLinkPage } from '../api/room-links';
import type { SharingApiError } from '../api/sharing';
import { readGrant } from '../sharing/grant-store';
import { takeServerAnswer } from '../sharing/server-answer';
import { peekPreviousVisit } from './last-visit';

export const roomLinkKey = (token: string, grant: string | null) => ['room-link', token, grant] as const;
export const roomDocumentKey = (token: string, grant: string | null, documentId: string) => ['room-link', token, grant, 'document', documentId] as const;

export const retryRoomLink = (failures: number, error: SharingApiError) => failures < 1 && (error.status === 0 || error.status >= 500);

/** The data blocks the gateway writes beside a room link's page it rendered (apps/gateway/src/web-hosting/room-link-prerender.ts). */
export const ROOM_ANSWER_ID = 'bv-room-link';
export const ROOM_DOCUMENT_ANSWER_ID = 'bv-room-document';

const ROOM_PATH = /^\/shared\/([^/?#]+)\/room(?:\/documents\/([^/?#]+))?\/?$/;

/**
 * For an investor opening a room link: the page's queries find the answers the gateway rendered
 * the page with (a counted visit, and a counted document view) in the cache, unless this tab holds
 * a grant the gateway could not see. Nothing is asked ahead of the page: a signed-in founder's own
 * visit must wait for their session (room-link-page.tsx). Answers for another link are ignored.
 *
 * True when the page in the root element is the server's and this browser's first render will be
 * the same (main.tsx then hydrates it rather than painting it again): the answers are the ones it
 * was rendered with, and on the index nothing is New for this browser (the server rendered a first
 * visit; a returning one is rendered afresh with its marks).
 */
export function prefetchRoomLink(queryClient: QueryClient, pathname: string): boolean {
  const match = ROOM_PATH.exec(pathname);
  if (!match) return false;
  const token = decodeURIComponent(match[1]);
  const documentId = match[2] === undefined ? null : decodeURIComponent(match[2]);
  const room = takeServerAnswer(ROOM_ANSWER_ID, token, isRoomLinkPage);
  const opened = takeServerAnswer(ROOM_DOCUMENT_ANSWER_ID, token, isRoomLinkDocument);
  if (!room || readGrant(token)) return false;
  queryClient.setQueryData(roomLinkKey(token, null), room);
  if (opened) queryClient.setQueryData(roomDocumentKey(token, null, opened.document.id), opened);
  if (documentId !== null) return opened?.document.id === documentId;
  return peekPreviousVisit(token) === null;
}
