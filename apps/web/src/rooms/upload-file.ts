import { roomsApi } from '../api/rooms';

/** Hex sha256 of the whole file: the server checks the assembled upload against it. */
async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
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
      else reject(new Error(xhr.status === 403 ? 'The upload link expired. Upload the file again.' : 'A part of the file could not be sent. Upload it again.'));
    };
    xhr.onerror = () => reject(new Error('The connection dropped while sending the file. Upload it again.'));
    xhr.send(body);
  });
}

/**
 * Sends a file into a room folder (docs/architecture-notes.md, "Object storage"): declare it,
 * PUT its parts with progress, then complete (the server checks the checksum and the type).
 */
export async function uploadFile(roomId: string, folderId: string, file: File, onProgress: (percent: number) => void) {
  const session = await roomsApi.startUpload(roomId, { folderId, fileName: file.name, size: file.size, sha256: await sha256Hex(file) });
  const sent = new Map<number, number>();
  const parts = [];
  for (const part of session.parts) {
    const from = (part.partNumber - 1) * session.partSize;
    const etag = await putPart(part.url, file.slice(from, from + session.partSize), (loaded) => {
      sent.set(part.partNumber, loaded);
      onProgress(Math.min(99, Math.round(([...sent.values()].reduce((a, b) => a + b, 0) / file.size) * 100)));
    });
    parts.push({ partNumber: part.partNumber, etag });
  }
  onProgress(100);
  return roomsApi.completeUpload(roomId, session.document.id, parts);
}
