import type { RoomDocument } from '@bv/contracts';
import { useRef } from 'react';
import { formatDate } from '../format/format';
import { documentState, formatBytes, TYPE_LABEL } from './room-format';

/**
 * A file on its way up from this tab. `documentId`: the server's row once it has one (its own row
 * is hidden meanwhile); `resumable`: it stopped on a dropped connection and Resume sends the rest.
 */
export type LocalUpload = { key: string; folderId: string; name: string; size: number; percent: number; error: string | null; documentId: string | null; resumable: boolean };

type DocumentRowProps = { doc: RoomDocument; first: boolean; last: boolean; onMove: (by: -1 | 1) => void; onDelete: () => void; onResume: (file: File) => void };

/** Under a document's name: the ExitCheck report's audit (which one the room shows), an upload's size, or that it is generated. */
function metaOf(doc: RoomDocument): string {
  if (doc.source === 'report' && doc.report) return `Shows your audit of ${formatDate(doc.report.completedAt)} · ${doc.report.score}/100${doc.size > 0 ? ` · ${formatBytes(doc.size)}` : ''}`;
  return doc.size > 0 ? formatBytes(doc.size) : 'Generated output';
}

export function DocumentRow({ doc, first, last, onMove, onDelete, onResume }: DocumentRowProps) {
  const state = documentState(doc);
  const chooser = useRef<HTMLInputElement>(null);
  return (
    <li className="room-doc">
      <span className={`room-doc__type room-doc__type--${doc.source === 'upload' ? doc.type : 'output'}`}>{doc.source === 'upload' ? TYPE_LABEL[doc.type] ?? doc.type.toUpperCase() : 'LIVE'}</span>
      <span className="room-doc__name">
        <strong>{doc.name}</strong>
        {doc.failureMessage ? <span className="room-doc__failure">{doc.failureMessage}</span> : <span className="room-doc__meta">{metaOf(doc)}</span>}
      </span>
      <span className={`room-doc__state room-doc__state--${state.tone}`}>
        {state.label}
        {state.percent !== null && (
          <>
            {` ${state.percent}%`}
            <span className="room-progress" aria-hidden="true"><span style={{ width: `${state.percent}%` }} /></span>
          </>
        )}
      </span>
      <span className="room-doc__actions">
        {doc.status === 'uploading' && (
          // Left unfinished by a closed tab: choosing the same file again sends only what is missing.
          <>
            <button className="button button--secondary button--small" type="button" onClick={() => chooser.current?.click()}>
              Resume
            </button>
            <input ref={chooser} type="file" hidden aria-label={`Choose ${doc.name} again to resume its upload`} onChange={(e) => { const file = e.target.files?.[0]; if (file) onResume(file); e.target.value = ''; }} />
          </>
        )}
        <button className="icon-button" type="button" aria-label={`Move ${doc.name} up`} disabled={first} onClick={() => onMove(-1)}>↑</button>
        <button className="icon-button" type="button" aria-label={`Move ${doc.name} down`} disabled={last} onClick={() => onMove(1)}>↓</button>
        <button className="icon-button" type="button" aria-label={`Delete ${doc.name}`} onClick={onDelete}>✕</button>
      </span>
    </li>
  );
}

export function UploadRow({ upload, onDismiss, onResume }: { upload: LocalUpload; onDismiss: () => void; onResume: () => void }) {
  return (
    <li className="room-doc room-doc--uploading">
      <span className="room-doc__type">···</span>
      <span className="room-doc__name">
        <strong>{upload.name}</strong>
        {upload.error ? <span className="room-doc__failure" role="alert">{upload.error}</span> : <span className="room-doc__meta">{formatBytes(upload.size)}</span>}
      </span>
      <span className={`room-doc__state room-doc__state--${upload.error ? 'bad' : 'busy'}`}>
        {upload.error ? (upload.resumable ? `Stopped at ${upload.percent}%` : 'Refused') : `Uploading ${upload.percent}%`}
        {!upload.error && <span className="room-progress" aria-hidden="true"><span style={{ width: `${upload.percent}%` }} /></span>}
      </span>
      <span className="room-doc__actions">
        {upload.resumable && (
          <button className="button button--secondary button--small" type="button" onClick={onResume}>
            Resume
          </button>
        )}
        {upload.error && <button className="icon-button" type="button" aria-label={`Dismiss ${upload.name}`} onClick={onDismiss}>✕</button>}
      </span>
    </li>
  );
}
