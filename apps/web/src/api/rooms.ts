import type { ResumedUpload, Room, RoomDocument, RoomList, RoomPurpose, UploadSession } from '@bv/contracts';
import { loadContracts } from './load-contracts';
import { request } from './request';

const id = (value: string) => encodeURIComponent(value);

/** The founder's deal rooms (docs/product-rules.md, "Deal rooms"). */
export const roomsApi = {
  list: async (): Promise<RoomList> => {
    const { roomListSchema } = await loadContracts();
    return request('GET', '/rooms', undefined, roomListSchema);
  },
  create: async (room: { name: string; purpose: RoomPurpose; description?: string; fromTemplate: boolean }): Promise<Room> => {
    const { roomSchema } = await loadContracts();
    return request('POST', '/rooms', { description: '', ...room }, roomSchema);
  },
  get: async (roomId: string): Promise<Room> => {
    const { roomSchema } = await loadContracts();
    return request('GET', `/rooms/${id(roomId)}`, undefined, roomSchema);
  },
  remove: async (roomId: string): Promise<void> => {
    await request('DELETE', `/rooms/${id(roomId)}`);
  },
  addFolder: async (roomId: string, name: string): Promise<Room> => {
    const { roomSchema } = await loadContracts();
    return request('POST', `/rooms/${id(roomId)}/folders`, { name, description: '' }, roomSchema);
  },
  moveFolder: async (roomId: string, folderId: string, position: number): Promise<Room> => {
    const { roomSchema } = await loadContracts();
    return request('PATCH', `/rooms/${id(roomId)}/folders/${id(folderId)}`, { position }, roomSchema);
  },
  removeFolder: async (roomId: string, folderId: string): Promise<Room> => {
    const { roomSchema } = await loadContracts();
    return request('DELETE', `/rooms/${id(roomId)}/folders/${id(folderId)}`, undefined, roomSchema);
  },
  moveDocument: async (roomId: string, documentId: string, position: number): Promise<Room> => {
    const { roomSchema } = await loadContracts();
    return request('PATCH', `/rooms/${id(roomId)}/documents/${id(documentId)}`, { position }, roomSchema);
  },
  removeDocument: async (roomId: string, documentId: string): Promise<Room> => {
    const { roomSchema } = await loadContracts();
    return request('DELETE', `/rooms/${id(roomId)}/documents/${id(documentId)}`, undefined, roomSchema);
  },
  startUpload: async (roomId: string, upload: { folderId: string; fileName: string; size: number; sha256: string }): Promise<UploadSession> => {
    const { uploadSessionSchema } = await loadContracts();
    return request('POST', `/rooms/${id(roomId)}/uploads`, upload, uploadSessionSchema);
  },
  completeUpload: async (roomId: string, documentId: string, parts: { partNumber: number; etag: string }[]): Promise<RoomDocument> => {
    const { roomDocumentSchema } = await loadContracts();
    return request('POST', `/rooms/${id(roomId)}/documents/${id(documentId)}/complete`, { parts }, roomDocumentSchema);
  },
  /** An unfinished upload again: the parts held and fresh URLs for the rest (409 UPLOAD_NOT_OPEN once it is finished or gone). */
  resumeUpload: async (roomId: string, documentId: string): Promise<ResumedUpload> => {
    const { resumedUploadSchema } = await loadContracts();
    return request('POST', `/rooms/${id(roomId)}/documents/${id(documentId)}/resume`, undefined, resumedUploadSchema);
  },
  /** A generated output as a live document in a folder (docs/product-rules.md, "Deal rooms"). */
  addOutput: async (roomId: string, folderId: string, outputId: string): Promise<RoomDocument> => {
    const { roomDocumentSchema } = await loadContracts();
    return request('POST', `/rooms/${id(roomId)}/outputs`, { folderId, outputId }, roomDocumentSchema);
  },
  /** The founder's ExitCheck Pro report (their latest completed audit) as a live document. */
  addReport: async (roomId: string, folderId: string): Promise<RoomDocument> => {
    const { roomDocumentSchema } = await loadContracts();
    return request('POST', `/rooms/${id(roomId)}/report`, { folderId }, roomDocumentSchema);
  },
};
