import type { CreateRoomLinkRequest, OwnerRoomLink, RoomLinkAcceptance, RoomLinkDocument, RoomLinkPage, ShareCodeSent, ShareGrant, UpdateRoomLinkAccessRequest } from '@bv/contracts';
import { accessToken } from '../auth/access-token';
import { downloadFile, filenameFromDisposition, type DownloadedFile } from './download';
import { loadContracts } from './load-contracts';
import { request } from './request';
import { answer, errorOf, grantHeaders, invalidAnswer, isRecord, postForCode, postForGrant, send, type ShareAccessInput, type ShareCodeInput } from './sharing';

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
  /** Replaces the access rules (verified e-mail, allow list, agreement, watermark). */
  updateAccess: async (roomId: string, linkId: string, body: UpdateRoomLinkAccessRequest): Promise<OwnerRoomLink> => {
    const { ownerRoomLinkSchema } = await loadContracts();
    return request('PUT', `/rooms/${id(roomId)}/links/${id(linkId)}/access`, body, ownerRoomLinkSchema);
  },
  acceptances: async (roomId: string, linkId: string): Promise<RoomLinkAcceptance[]> => {
    const { roomLinkAcceptanceListSchema } = await loadContracts();
    return (await request('GET', `/rooms/${id(roomId)}/links/${id(linkId)}/acceptances`, undefined, roomLinkAcceptanceListSchema)).acceptances;
  },
  acceptancesCsv: (roomId: string, linkId: string): Promise<DownloadedFile> => downloadFile(`/rooms/${id(roomId)}/links/${id(linkId)}/acceptances.csv`, 'text/csv', 'agreement-acceptances.csv'),
};

const roomPath = (token: string) => `/shared/${id(token)}/room`;
/**
 * The founder's session, when this tab has one: the server leaves the room owner's own preview
 * uncounted (docs/product-rules.md, "Deal rooms": visits). An investor has none and sends nothing.
 */
const previewHeaders = (): Record<string, string> => {
  const token = accessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** The shape of a room link's index answer (checked by hand, as the share page's are). */
export const isRoomLinkPage = (body: unknown): body is RoomLinkPage =>
  isRecord(body) && isRecord(body.room) && Array.isArray(body.folders) && isRecord(body.sharedBy) && isRecord(body.gate);

/** The shape of an opened document's answer. */
export const isRoomLinkDocument = (body: unknown): body is RoomLinkDocument => isRecord(body) && isRecord(body.document) && isRecord(body.folder);

/**
 * The investor's side of a room link: no account, no bearer token, and no zod on the public page
 * (the answers are checked by hand, as the share page's are).
 */
export const roomVisitApi = {
  /** The index, or (gate.step) what the link still asks: the e-mail code, then the agreement. */
  open: async (token: string, grant: string | null): Promise<RoomLinkPage> => {
    const response = await send(roomPath(token), { headers: { ...grantHeaders(grant), ...previewHeaders() } });
    const body = await answer(response);
    if (!isRoomLinkPage(body)) throw invalidAnswer(response.status);
    return body;
  },
  /** The verified e-mail gate, on the share links' code machinery (the same forms). */
  sendCode: (token: string, input: ShareCodeInput): Promise<ShareCodeSent> => postForCode(`${roomPath(token)}/code`, { email: input.email }),
  access: (token: string, input: ShareAccessInput): Promise<ShareGrant> => postForGrant(`${roomPath(token)}/access`, { email: input.email, code: input.code }),
  /** "I agree" to this version with the reader's name; answers the grant that opens the room. */
  agree: (token: string, grant: string | null, input: { version: number; name: string }): Promise<ShareGrant> =>
    postForGrant(`${roomPath(token)}/agreement`, { ...input, agree: true }, grant),
  document: async (token: string, documentId: string, grant: string | null): Promise<RoomLinkDocument> => {
    const response = await send(`${roomPath(token)}/documents/${id(documentId)}`, { headers: { ...grantHeaders(grant), ...previewHeaders() } });
    const body = await answer(response);
    if (!isRoomLinkDocument(body)) throw invalidAnswer(response.status);
    return body;
  },
  /** Served by the gateway with the link's authorization (never a bucket URL). */
  /** An <img> sends no header: the grant rides in the query (the gateway never logs query values). */
  pageUrl: (token: string, documentId: string, page: number, grant: string | null, size: 'image' | 'thumbnail' = 'image') => {
    const query = new URLSearchParams({ ...(size === 'thumbnail' ? { size } : {}), ...(grant ? { grant } : {}) }).toString();
    return `/api/v1${roomPath(token)}/documents/${id(documentId)}/pages/${page}${query ? `?${query}` : ''}`;
  },
  /** The original file, when the link allows it (403 SHARING.DOWNLOAD_NOT_ALLOWED otherwise), as a blob the page saves. */
  download: async (token: string, documentId: string, grant: string | null, fallbackName: string): Promise<DownloadedFile> => {
    const response = await send(`${roomPath(token)}/documents/${id(documentId)}/download`, { headers: { ...grantHeaders(grant), ...previewHeaders(), Accept: 'application/octet-stream' } });
    if (!response.ok) throw await errorOf(response);
    return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName };
  },
};
