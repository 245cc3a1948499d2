import type { RoomDocument } from '@bv/contracts';
import { roomsApi } from '../api/rooms';

/** Hex sha256 of the whole file: the server checks the assembled upload against it. */
async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A part's PUT failed: `expired` when its URL no longer works (a fresh one is asked for). */
class PartFailed extends Error {
  constructor(readonly expired: boolean) {
    super(expired ? 'The upload link expired.' : 'A part of the file could not be sent.');
  }
}

/** One part by XMLHttpRequest: fetch reports no progress for request bodies. Resolves with the part's ETag. */
function putPart(url: string, body: Blob, onProgress: (sent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
      else reject(new PartFailed(xhr.status === 403));
    };
    xhr.onerror = () => reject(new PartFailed(false));
    xhr.send(body);
  });
}

/** Tries per part before the upload stops (and can be resumed), with a growing pause between. */
const PART_TRIES = 3;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const UPLOAD_STOPPED = 'The connection dropped while sending the file. Resume sends only what is missing.';
export const NOT_THE_SAME_FILE = 'This is not the file that was being uploaded. Choose the same file to resume, or delete the row and upload it again.';

type Part = { partNumber: number; url: string };
type Held = { partNumber: number; etag: string };

/**
 * Sends the parts the store lacks, each tried again after a dropped connection and given a fresh
 * URL when its own expired, then completes with every part's ETag (held ones included). Progress
 * counts the held parts as sent.
 */
async function sendParts(roomId: string, documentId: string, file: Blob, partSize: number, parts: Part[], held: Held[], onProgress: (percent: number) => void) {
  const sent = new Map<number, number>(held.map((p) => [p.partNumber, Math.min(partSize, file.size - (p.partNumber - 1) * partSize)]));
  const report = () => onProgress(Math.min(99, Math.round(([...sent.values()].reduce((a, b) => a + b, 0) / Math.max(1, file.size)) * 100)));
  report();
  const done: Held[] = [...held];
  for (const part of parts) {
    const from = (part.partNumber - 1) * partSize;
    let url = part.url;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const etag = await putPart(url, file.slice(from, from + partSize), (loaded) => {
          sent.set(part.partNumber, loaded);
          report();
        });
        done.push({ partNumber: part.partNumber, etag });
        break;
      } catch (err) {
        sent.delete(part.partNumber);
        if (!(err instanceof PartFailed) || attempt >= PART_TRIES) throw new Error(UPLOAD_STOPPED);
        if (err.expired) {
          const fresh = (await roomsApi.resumeUpload(roomId, documentId)).parts.find((p) => p.partNumber === part.partNumber);
          if (!fresh) throw new Error(UPLOAD_STOPPED);
          url = fresh.url;
        } else await pause(1000 * attempt);
      }
    }
  }
  onProgress(100);
  return roomsApi.completeUpload(roomId, documentId, done.sort((a, b) => a.partNumber - b.partNumber));
}

/**
 * Sends a file into a room folder (docs/architecture-notes.md, "Object storage"): declare it,
 * PUT its parts with progress, then complete (the server checks the checksum and the type).
 * `onStarted` learns the document's id as soon as the server has its row, so a stopped upload
 * can be resumed (resumeUpload).
 */
export async function uploadFile(roomId: string, folderId: string, file: File, onProgress: (percent: number) => void, onStarted: (documentId: string) => void = () => undefined) {
  const session = await roomsApi.startUpload(roomId, { folderId, fileName: file.name, size: file.size, sha256: await sha256Hex(file) });
  onStarted(session.document.id);
  return sendParts(roomId, session.document.id, file, session.partSize, session.parts, [], onProgress);
}

/**
 * Picks an unfinished upload up again (after a dropped connection, or a closed tab with the same
 * file chosen again): only the parts the store lacks are sent. A different file is refused here
 * (size and checksum), before a byte is sent; the server checks the checksum again at the end.
 */
export async function resumeUpload(roomId: string, doc: Pick<RoomDocument, 'id' | 'size' | 'sha256'>, file: File, onProgress: (percent: number) => void) {
  if (file.size !== doc.size || (doc.sha256 !== null && (await sha256Hex(file)) !== doc.sha256)) throw new Error(NOT_THE_SAME_FILE);
  const session = await roomsApi.resumeUpload(roomId, doc.id);
  return sendParts(roomId, doc.id, file, session.partSize, session.parts, session.held, onProgress);
}
