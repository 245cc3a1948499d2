import type { LinkedDocument, RoomLinkPage } from '@bv/contracts';
import { Link } from 'react-router';
import { formatDate } from '../format/format';
import { badgeText, typeBadge, typeLabel } from './document-type';
import { isNewSince } from './last-visit';
import { sharerOf } from './sharer';

/** What a document row says under its name: type, pages (or that it is not ready), updated date. */
function facts(doc: LinkedDocument): string {
  // A generated output is a live document: always its latest saved version, no pages to count.
  if (doc.source === 'output') return `${typeLabel(doc.type)} · Latest version · Updated ${formatDate(doc.updatedAt)}`;
  // A deck's pages are slides, as its viewer counts them.
  const unit = doc.type === 'pptx' ? 'slide' : 'page';
  const pages = doc.status === 'ready' ? `${doc.pageCount ?? 0} ${unit}${doc.pageCount === 1 ? '' : 's'}` : doc.status === 'failed' ? 'Could not be prepared' : 'Being prepared';
  return `${typeLabel(doc.type)} · ${pages} · Updated ${formatDate(doc.updatedAt)}`;
}

/** A folder's place in the room as its contents list and heading show it: 01, 02, … */
const folderNumber = (index: number) => String(index + 1).padStart(2, '0');

/**
 * The room's index as the link opens it: the room, then its folders in order with their documents.
 * Only folders with documents: an empty folder, and a folder's description (the founder's note of
 * what belongs there, often the checklist's), are the founder's working view, not the investor's.
 */
export function RoomIndex({ page, basePath, previousVisitAt }: { page: RoomLinkPage; basePath: string; previousVisitAt: string | null }) {
  const folders = page.folders.filter((f) => f.documents.length > 0);
  const documents = folders.flatMap((f) => f.documents);
  const fresh = documents.filter((d) => isNewSince(d.createdAt, previousVisitAt)).length;
  return (
    <div className="room-index">
      <header className="room-index__head">
        <p className="eyebrow">{page.room.purpose === 'raise' ? 'Data room · Fundraising' : 'Data room · Exit'}</p>
        <h1>{page.room.name}</h1>
        {page.room.description && <p className="room-index__description">{page.room.description}</p>}
        {documents.length > 0 && (
          <p className="room-index__facts">
            <span>{folders.length} {folders.length === 1 ? 'folder' : 'folders'}</span>
            <span>{documents.length} {documents.length === 1 ? 'document' : 'documents'}</span>
            {page.expiresAt && <span>Open until {formatDate(page.expiresAt)}</span>}
          </p>
        )}
        {previousVisitAt && (
          <p className="room-index__since" role="status">
            {fresh > 0 ? `${fresh} new since your last visit on ${formatDate(previousVisitAt)}` : `Nothing new since your last visit on ${formatDate(previousVisitAt)}`}
          </p>
        )}
      </header>
      {documents.length === 0 && (
        <div className="room-index__empty">
          <span className="room-index__empty-icon" aria-hidden="true" />
          <h2>Nothing here yet</h2>
          <p>
            {sharerOf(page) ? `${sharerOf(page)} has not added documents to this room yet.` : 'No documents have been added to this room yet.'} Keep this link: documents appear here as soon as they are
            added.
          </p>
          {page.expiresAt && <p className="room-index__empty-note">The link opens until {formatDate(page.expiresAt)}.</p>}
        </div>
      )}
      <div className="room-index__body">
        {/* On a laptop, the room's contents beside its folders (as a data room's folder tree): a folder is a click away. */}
        {folders.length > 1 && (
          <nav className="room-index__toc" aria-label="Contents">
            <ol>
              {folders.map((folder, index) => (
                <li key={folder.id}>
                  <a href={`#folder-${folder.id}`}>
                    <span className="room-index__toc-number" aria-hidden="true">{folderNumber(index)}</span>
                    <span className="room-index__toc-name">{folder.name}</span>
                    <span className="room-index__toc-count">{folder.documents.length}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <ol className="room-index__folders">
          {folders.map((folder, index) => (
            <li key={folder.id} id={`folder-${folder.id}`} className="room-index__folder">
              <div className="room-index__folder-head">
                <span className="room-index__number" aria-hidden="true">{folderNumber(index)}</span>
                <div>
                  <h2>{folder.name}</h2>
                </div>
                <span className="room-index__count">{folder.documents.length}</span>
              </div>
              <ul className="room-index__docs">
                {folder.documents.map((doc) => (
                  <li key={doc.id}>
                    <Link className="room-doc" to={`${basePath}/documents/${doc.id}`}>
                      <span className={`room-doc__type room-doc__type--${typeBadge(doc.type)}`} aria-hidden="true">{badgeText(doc.type, doc.source)}</span>
                      <span className="room-doc__text">
                        <span className="room-doc__name">
                          {doc.name}
                          {isNewSince(doc.createdAt, previousVisitAt) && <span className="room-doc__new">New</span>}
                        </span>
                        <span className="room-doc__facts">{facts(doc)}</span>
                      </span>
                      {doc.downloadable && <span className="room-doc__download">Download allowed</span>}
                      <span className="room-doc__go" aria-hidden="true">›</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
