import type { CreateRoomLinkRequest, OwnerRoomLink, RoomLinkDocument, RoomLinkPage } from '@bv/contracts';
import { filenameFromDisposition, type DownloadedFile } from './download';
import { loadContracts } from './load-contracts';
import { request } from './request';
import { answer, errorOf, invalidAnswer, isRecord, send } from './sharing';

const id = (value: string) => encodeURIComponent(value);

/** The founder's links to a room (docs/product-rules.md, "Deal rooms": room links). */
export const roomLinksApi = {
  list: async (roomId: string): Promise<OwnerRoomLink[]> => {
    const { ownerRoomLinkListSchema } = await loadContracts();
    const { links } = await request('GET', `/rooms/${id(roomId)}/links`, undefined, ownerRoomLinkListSchema);
    return links;
  },
  create: async (roomId: string, body: CreateRoomLinkRequest): Promise<OwnerRoomLink> => {
    const { ownerRoomLinkSchema } = await loadContracts();
    return request('POST', `/rooms/${id(roomId)}/links`, body, ownerRoomLinkSchema);
  },
  revoke: async (roomId: string, linkId: string): Promise<OwnerRoomLink> => {
    const { ownerRoomLinkSchema } = await loadContracts();
    return request('POST', `/rooms/${id(roomId)}/links/${id(linkId)}/revoke`, undefined, ownerRoomLinkSchema);
  },
};

const roomPath = (token: string) => `/shared/${id(token)}/room`;

/**
 * The investor's side of a room link: no account, no bearer token, and no zod on the public page
 * (the answers are checked by hand, as the share page's are).
 */
export const roomVisitApi = {
  open: async (token: string): Promise<RoomLinkPage> => {
    const response = await send(roomPath(token), {});
    const body = await answer(response);
    if (!isRecord(body) || !isRecord(body.room) || !Array.isArray(body.folders) || !isRecord(body.sharedBy)) throw invalidAnswer(response.status);
    return body as RoomLinkPage;
  },
  document: async (token: string, documentId: string): Promise<RoomLinkDocument> => {
    const response = await send(`${roomPath(token)}/documents/${id(documentId)}`, {});
    const body = await answer(response);
    if (!isRecord(body) || !isRecord(body.document) || !isRecord(body.folder)) throw invalidAnswer(response.status);
    return body as RoomLinkDocument;
  },
  /** Served by the gateway with the link's authorization (never a bucket URL). */
  pageUrl: (token: string, documentId: string, page: number, size: 'image' | 'thumbnail' = 'image') =>
    `/api/v1${roomPath(token)}/documents/${id(documentId)}/pages/${page}${size === 'thumbnail' ? '?size=thumbnail' : ''}`,
  /** The original file, when the link allows it (403 SHARING.DOWNLOAD_NOT_ALLOWED otherwise), as a blob the page saves. */
  download: async (token: string, documentId: string, fallbackName: string): Promise<DownloadedFile> => {
    const response = await send(`${roomPath(token)}/documents/${id(documentId)}/download`, { headers: { Accept: 'application/octet-stream' } });
    if (!response.ok) throw await errorOf(response);
    return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName };
  },
};
