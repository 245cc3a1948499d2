import type { RoomDocument } from '@bv/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LocalUpload } from './document-row';
import { resumeUpload, UPLOAD_STOPPED, uploadFile } from './upload-file';
import { ROOM_KEYS } from './use-rooms';

/**
 * The files this tab is sending into a room, with their progress: new ones, and stopped ones
 * picked up again (the same file still in memory, or chosen again for a row a closed tab left
 * unfinished). A stopped upload keeps its row with Resume; finished ones leave for the server's row.
 */
export function useUploads(roomId: string) {
  const client = useQueryClient();
  const [uploads, setUploads] = useState<LocalUpload[]>([]);
  const [files] = useState(() => new Map<string, File>());
  const patch = (key: string, next: Partial<LocalUpload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...next } : u)));
  const dismiss = (key: string) => {
    files.delete(key);
    setUploads((all) => all.filter((u) => u.key !== key));
  };

  const run = (key: string, send: Promise<unknown>) =>
    send
      .then(async () => {
        dismiss(key);
        await client.invalidateQueries({ queryKey: ROOM_KEYS.room(roomId) });
      })
      .catch((err: Error) => patch(key, { error: err.message, resumable: err.message === UPLOAD_STOPPED }));

  const start = (folderId: string, chosen: FileList | File[]) => {
    for (const file of Array.from(chosen)) {
      const key = `${Date.now()}-${Math.random()}`;
      files.set(key, file);
      setUploads((all) => [...all, { key, folderId, name: file.name, size: file.size, percent: 0, error: null, documentId: null, resumable: false }]);
      void run(key, uploadFile(roomId, folderId, file, (percent) => patch(key, { percent }), (documentId) => patch(key, { documentId })));
    }
  };

  /** A stopped upload of this tab, with the file it still holds. */
  const resume = (upload: LocalUpload) => {
    const file = files.get(upload.key);
    if (!file || !upload.documentId) return;
    patch(upload.key, { error: null, resumable: false });
    void run(upload.key, resumeUpload(roomId, { id: upload.documentId, size: file.size, sha256: null }, file, (percent) => patch(upload.key, { percent })));
  };

  /** A row left unfinished (the tab closed mid-upload), with the file chosen again. */
  const resumeDocument = (doc: RoomDocument, file: File) => {
    const key = doc.id;
    files.set(key, file);
    setUploads((all) => [...all.filter((u) => u.key !== key), { key, folderId: doc.folderId, name: doc.name, size: doc.size, percent: 0, error: null, documentId: doc.id, resumable: false }]);
    void run(key, resumeUpload(roomId, doc, file, (percent) => patch(key, { percent })));
  };

  return { uploads, start, resume, resumeDocument, dismiss };
}
