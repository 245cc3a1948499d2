import { useRef, useState, type DragEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Room, RoomDocument, RoomFolder } from '@bv/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { roomsApi } from '../api/rooms';
import { WorkspacePage } from '../layout/workspace-page';
import { usePathPrefix } from '../routing/path-prefix';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ChecklistEvidencePanel } from '../readiness/checklist-evidence-panel';
import { LoadError } from '../ui/load-states';
import { Skeleton } from '../ui/skeleton';
import { AddOutputDrawer } from './add-output-drawer';
import { DocumentRow, MoveRemove, UploadRow, type LocalUpload } from './document-row';
import { RoomLinksDrawer } from './room-links-drawer';
import { RoomQuestionsDrawer, useRoomQuestions } from './room-questions-drawer';
import { formatBytes } from './room-format';
import { ROOM_KEYS, useRoom, useRoomChange } from './use-rooms';
import { useUploads } from './use-uploads';

const ACCEPT = '.pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg';

/** /dashboard/rooms/:roomId: folders in order, their documents with upload and conversion progress. */
export function RoomEditor({ roomId }: { roomId: string }) {
  const room = useRoom(roomId);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { withPrefix } = usePathPrefix();
  const uploads = useUploads(roomId);
  const [newFolder, setNewFolder] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const [addingOutput, setAddingOutput] = useState(false);
  // The founder's question mail links here with ?questions=…: the inbox opens at once.
  const [params] = useSearchParams();
  const [asking, setAsking] = useState(params.has('questions'));
  const questions = useRoomQuestions(roomId);
  const openQuestions = questions.data?.openCount ?? 0;
  /** What the in-page confirmation asks about: the room, a folder or a document (none can be undone). */
  const [deleting, setDeleting] = useState<{ kind: 'room' } | { kind: 'folder'; folder: RoomFolder } | { kind: 'document'; id: string; name: string } | null>(null);
  const [removingRoom, setRemovingRoom] = useState(false);
  const change = useRoomChange(roomId, (run: () => Promise<Room>) => run());
  const act = (run: () => Promise<Room>) => change.mutate(run, { onError: (err) => setError(err.message), onSuccess: () => setError(null) });

  if (room.isPending) return <WorkspacePage title="Deal room" heading="Deal room"><Skeleton variant="table" /></WorkspacePage>;
  if (room.isError) {
    return (
      <WorkspacePage title="Deal room" heading="Deal room">
        <LoadError message={room.error.status === 404 ? 'This room does not exist or was deleted.' : 'This room could not be loaded.'} onRetry={() => void room.refetch()} />
      </WorkspacePage>
    );
  }
  const data = room.data;
  const documents = data.folders.reduce((n, f) => n + f.documents.length, 0);
  const used = data.limits.maxBytesPerRoom > 0 ? Math.min(100, (data.bytes / data.limits.maxBytesPerRoom) * 100) : 100;
  const removeRoom = async () => {
    setRemovingRoom(true);
    try {
      await roomsApi.remove(roomId);
      await client.invalidateQueries({ queryKey: ROOM_KEYS.list });
      void navigate(withPrefix('/dashboard/rooms'));
    } catch (err) {
      setError((err as Error).message);
      setDeleting(null);
    } finally {
      setRemovingRoom(false);
    }
  };
  const confirmDeletion = () => {
    if (!deleting) return;
    if (deleting.kind === 'room') return void removeRoom();
    const run = deleting.kind === 'folder' ? () => roomsApi.removeFolder(roomId, deleting.folder.id) : () => roomsApi.removeDocument(roomId, deleting.id);
    change.mutate(run, { onError: (err) => setError(err.message), onSuccess: () => setError(null), onSettled: () => setDeleting(null) });
  };
  const documentName = (id: string) => data.folders.flatMap((f) => f.documents).find((d) => d.id === id)?.name ?? 'this document';

  return (
    <WorkspacePage
      title={data.name}
      heading={data.name}
      eyebrow={data.purpose === 'raise' ? 'Deal room · Raise' : 'Deal room · Exit'}
      breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Deal rooms', to: '/dashboard/rooms' }, { label: data.name }]}
      actions={
        // Beside the title (WorkspacePage lays them out): the one primary action first, deleting the room is at the page's foot.
        <>
          <button className="button button--primary button--small" type="button" onClick={() => setSharing(true)}>Share room</button>
          <button className="button button--secondary button--small" type="button" onClick={() => setAddingOutput(true)}>Add from Blueprint Vault</button>
          <button className="button button--secondary button--small" type="button" onClick={() => setAsking(true)} aria-label={openQuestions ? `Questions, ${openQuestions} open` : 'Questions'}>
            Questions{openQuestions > 0 && <span className="room-questions-button__count">{openQuestions}</span>}
          </button>
          <Link className="button button--secondary button--small" to={withPrefix(`/dashboard/rooms/${roomId}/analytics`)}>Analytics</Link>
        </>
      }
    >
      {sharing && <RoomLinksDrawer room={data} onClose={() => setSharing(false)} />}
      {addingOutput && <AddOutputDrawer room={data} onClose={() => setAddingOutput(false)} />}
      {asking && <RoomQuestionsDrawer roomId={roomId} roomPurpose={data.purpose} onClose={() => setAsking(false)} />}
      {deleting && (
        <ConfirmDialog
          title={deleting.kind === 'room' ? `Delete “${data.name}”?` : deleting.kind === 'folder' ? `Delete the folder “${deleting.folder.name}”?` : `Delete “${deleting.name}”?`}
          confirmLabel={deleting.kind === 'room' ? 'Delete room' : deleting.kind === 'folder' ? 'Delete folder' : 'Delete document'}
          destructive
          busy={removingRoom || change.isPending}
          onConfirm={confirmDeletion}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {deleting.kind === 'room'
              ? `Its ${documents} ${documents === 1 ? 'document' : 'documents'} and every link to it go with it.`
              : deleting.kind === 'folder'
                ? `Its ${deleting.folder.documents.length} ${deleting.folder.documents.length === 1 ? 'document goes' : 'documents go'} with it, and links stop showing them.`
                : 'Its file is deleted and links stop showing it.'}{' '}
            This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
      <div className="room-editor">
        {/* A data-room tool's outline (as Papermark's and DocSend's): what the room holds, its folders to jump to, a new folder. */}
        <div className="room-editor__side">
          <div className="room-usage">
            <p className="room-usage__counts">
              {data.folders.length} {data.folders.length === 1 ? 'folder' : 'folders'} · {documents} {documents === 1 ? 'document' : 'documents'}
            </p>
            <span className="room-usage__bar" aria-hidden="true"><span style={{ width: `${used}%` }} /></span>
            <p className="room-usage__bytes">
              {formatBytes(data.bytes)} of {formatBytes(data.limits.maxBytesPerRoom)}
            </p>
          </div>
          <nav className="room-tree" aria-label="Folders">
            <ol>
              {data.folders.map((folder) => (
                <li key={folder.id}>
                  <a className="room-tree__link" href={`#room-folder-${folder.id}`}>
                    <span className="room-folder__icon" aria-hidden="true" />
                    <span className="room-tree__name">{folder.name}</span>
                    <FolderState folder={folder} />
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <form
            className="room-add-folder"
            onSubmit={(e) => {
              e.preventDefault();
              act(() => roomsApi.addFolder(roomId, newFolder.trim()));
              setNewFolder('');
            }}
          >
            <input aria-label="New folder name" value={newFolder} onChange={(e) => setNewFolder(e.target.value)} placeholder="New folder name" maxLength={120} />
            <button className="button button--secondary button--small" type="submit" disabled={newFolder.trim() === ''}>
              Add folder
            </button>
          </form>
        </div>
        <div className="room-editor__main">
          {error && <p className="room-error" role="alert">{error}</p>}
          <ol className="room-folders">
            {data.folders.map((folder, index) => (
              <FolderCard
                key={folder.id}
                folder={folder}
                first={index === 0}
                last={index === data.folders.length - 1}
                uploads={uploads.uploads.filter((u) => u.folderId === folder.id)}
                onUpload={(files) => uploads.start(folder.id, files)}
                onResumeUpload={uploads.resume}
                onResumeDocument={uploads.resumeDocument}
                onMove={(by) => act(() => roomsApi.moveFolder(roomId, folder.id, folder.position + by))}
                onDelete={() => setDeleting({ kind: 'folder', folder })}
                onMoveDocument={(documentId, position) => act(() => roomsApi.moveDocument(roomId, documentId, position))}
                onDeleteDocument={(documentId) => setDeleting({ kind: 'document', id: documentId, name: documentName(documentId) })}
                onDismissUpload={uploads.dismiss}
              />
            ))}
          </ol>
          <ChecklistEvidencePanel roomId={roomId} documents={data.folders.flatMap((f) => f.documents)} />
        </div>
        <div className="room-editor__danger">
          <p>Deleting the room deletes its documents and turns off every link to it.</p>
          <button className="button button--danger-outline button--small" type="button" onClick={() => setDeleting({ kind: 'room' })}>Delete room</button>
        </div>
      </div>
    </WorkspacePage>
  );
}

/** A folder's line in the outline: its document count, or what needs the founder (a failed file, files converting). */
function FolderState({ folder }: { folder: RoomFolder }) {
  const failed = folder.documents.filter((d) => d.status === 'failed').length;
  const busy = folder.documents.filter((d) => d.status !== 'ready' && d.status !== 'failed').length;
  if (failed > 0) return <span className="room-tree__state room-tree__state--bad">{failed} failed</span>;
  if (busy > 0) return <span className="room-tree__state room-tree__state--busy">{busy} converting</span>;
  return <span className="room-tree__count">{folder.documents.length}</span>;
}

type FolderCardProps = {
  folder: RoomFolder;
  first: boolean;
  last: boolean;
  uploads: LocalUpload[];
  onUpload: (files: FileList) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  onMoveDocument: (documentId: string, position: number) => void;
  onDeleteDocument: (documentId: string) => void;
  onDismissUpload: (key: string) => void;
  onResumeUpload: (upload: LocalUpload) => void;
  onResumeDocument: (doc: RoomDocument, file: File) => void;
};

function FolderCard({ folder, first, last, uploads, onUpload, onMove, onDelete, onMoveDocument, onDeleteDocument, onDismissUpload, onResumeUpload, onResumeDocument }: FolderCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) onUpload(event.dataTransfer.files);
  };
  const sending = new Set(uploads.map((u) => u.documentId));
  const empty = folder.documents.length === 0 && uploads.length === 0;
  return (
    <li id={`room-folder-${folder.id}`} className={`room-folder card${empty ? ' room-folder--empty' : ''}${over ? ' room-folder--over' : ''}`} onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)} onDrop={drop}>
      <header className="room-folder__head">
        <span className="room-folder__icon" aria-hidden="true" />
        <div className="room-folder__title">
          <h2>{folder.name}</h2>
          {/* What belongs here (the checklist's list for a template's folder): the founder's note, never shown to investors. */}
          {folder.description && <p title={folder.description}>{folder.description}</p>}
        </div>
        <span className="room-folder__count" aria-label={`${folder.documents.length} ${folder.documents.length === 1 ? 'document' : 'documents'}`}>{folder.documents.length}</span>
        <div className="room-folder__actions">
          {/* An empty folder (most of a template's, at first) keeps one line: its order and delete wait in a "⋯" menu and its Upload sits in the drop line, not a full row of buttons repeated down the page. */}
          {empty ? (
            <FolderMenu name={folder.name} first={first} last={last} onMove={onMove} onDelete={onDelete} />
          ) : (
            <>
              <MoveRemove name={folder.name} kind="folder" first={first} last={last} onMove={onMove} onDelete={onDelete} />
              {/* Secondary: every folder has one, and "Share room" stays the page's one primary action. */}
              <button className="button button--secondary button--small" type="button" title="PDF, Word, Excel, PowerPoint, PNG or JPG" onClick={() => input.current?.click()}>Upload</button>
            </>
          )}
          <input ref={input} type="file" multiple accept={ACCEPT} hidden onChange={(e) => { if (e.target.files) onUpload(e.target.files); e.target.value = ''; }} />
        </div>
      </header>
      {empty ? (
        // One quiet line, not a drop zone the size of a full folder: the whole card takes dropped files.
        <p className="room-folder__empty">
          {/* A phone has no files to drag: there the line is "No documents yet" and its Upload. */}
          <span>
            No documents yet<span className="room-folder__drop-hint"> — drop files here or</span>
          </span>
          <button className="button button--secondary button--small" type="button" title="PDF, Word, Excel, PowerPoint, PNG or JPG" onClick={() => input.current?.click()}>
            Upload<span className="visually-hidden"> to {folder.name}</span>
          </button>
        </p>
      ) : (
        <ul className="room-docs">
          {/* A document this tab is sending shows as its upload row until it is done. */}
          {folder.documents.filter((doc) => !sending.has(doc.id)).map((doc, index, shown) => (
            <DocumentRow
              key={doc.id}
              doc={doc}
              first={index === 0}
              last={index === shown.length - 1}
              onMove={(by) => onMoveDocument(doc.id, doc.position + by)}
              onDelete={() => onDeleteDocument(doc.id)}
              onResume={(file) => onResumeDocument(doc, file)}
            />
          ))}
          {uploads.map((u) => (
            <UploadRow key={u.key} upload={u} onDismiss={() => onDismissUpload(u.key)} onResume={() => onResumeUpload(u)} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * An empty folder's move and delete behind one "⋯" button (a disclosure: Enter or Space opens it,
 * Tab walks its items, Escape closes it and returns to the button, leaving it closes it).
 */
function FolderMenu({ name, first, last, onMove, onDelete }: { name: string; first: boolean; last: boolean; onMove: (by: -1 | 1) => void; onDelete: () => void }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = (focusButton: boolean) => {
    if (!menu.current) return;
    menu.current.open = false;
    if (focusButton) menu.current.querySelector('summary')?.focus();
  };
  const pick = (action: () => void) => () => {
    close(true);
    action();
  };
  return (
    <details
      ref={menu}
      className="folder-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && menu.current?.open) {
          e.preventDefault();
          e.stopPropagation();
          close(true);
        }
      }}
      onBlur={(e) => {
        if (!menu.current?.contains(e.relatedTarget as Node | null)) close(false);
      }}
    >
      <summary className="icon-button folder-menu__button" aria-label={`More for ${name}`} title="Move or delete this folder">
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className="folder-menu__list" role="group" aria-label={`${name}: move or delete`}>
        <button type="button" aria-label={`Move ${name} up`} disabled={first} onClick={pick(() => onMove(-1))}>
          Move up
        </button>
        <button type="button" aria-label={`Move ${name} down`} disabled={last} onClick={pick(() => onMove(1))}>
          Move down
        </button>
        <button type="button" className="folder-menu__danger" aria-label={`Delete ${name}`} onClick={pick(onDelete)}>
          Delete folder…
        </button>
      </div>
    </details>
  );
}
