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
        <MoveRemove name={doc.name} kind="document" first={first} last={last} onMove={onMove} onDelete={onDelete} />
      </span>
    </li>
  );
}

/**
 * A folder's or document's order and removal: up and down as one pair, remove apart from them (it
 * asks first, in the editor's confirmation). Each is named for screen readers ("Move Financials
 * up") and has a tooltip; an end of the list greys out its arrow but keeps it in place.
 */
export function MoveRemove({ name, kind, first, last, onMove, onDelete }: { name: string; kind: 'folder' | 'document'; first: boolean; last: boolean; onMove: (by: -1 | 1) => void; onDelete: () => void }) {
  return (
    <span className="move-remove">
      <span className="move-remove__pair" role="group" aria-label={`Order of ${name}`}>
        <button className="icon-button" type="button" aria-label={`Move ${name} up`} title={`Move this ${kind} up`} disabled={first} onClick={() => onMove(-1)}>
          <Arrow up />
        </button>
        <button className="icon-button" type="button" aria-label={`Move ${name} down`} title={`Move this ${kind} down`} disabled={last} onClick={() => onMove(1)}>
          <Arrow />
        </button>
      </span>
      <button className="icon-button icon-button--danger" type="button" aria-label={`Delete ${name}`} title={`Delete this ${kind}…`} onClick={onDelete}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5M7 7v4M9 7v4" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </span>
  );
}

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={up ? 'M8 13V3M3.5 7.5 8 3l4.5 4.5' : 'M8 3v10M3.5 8.5 8 13l4.5-4.5'} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
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
