import type { LinkedDocument, RoomLinkPage } from '@bv/contracts';
import { Link } from 'react-router';
import { formatDate } from '../format/format';
import { badgeText, typeBadge, typeLabel } from './document-type';
import { isNewSince } from './last-visit';

/** What a document row says under its name: type, pages (or that it is not ready), updated date. */
function facts(doc: LinkedDocument): string {
  // A generated output is a live document: always its latest saved version, no pages to count.
  if (doc.source === 'output') return `${typeLabel(doc.type)} · Latest version · Updated ${formatDate(doc.updatedAt)}`;
  const pages = doc.status === 'ready' ? `${doc.pageCount ?? 0} ${doc.pageCount === 1 ? 'page' : 'pages'}` : doc.status === 'failed' ? 'Could not be prepared' : 'Being prepared';
  return `${typeLabel(doc.type)} · ${pages} · Updated ${formatDate(doc.updatedAt)}`;
}

/** A folder's place in the room as its contents list and heading show it: 01, 02, … */
const folderNumber = (index: number) => String(index + 1).padStart(2, '0');

/** The room's index as the link opens it: the room, then its folders in order with their documents. */
export function RoomIndex({ page, basePath, previousVisitAt }: { page: RoomLinkPage; basePath: string; previousVisitAt: string | null }) {
  const documents = page.folders.flatMap((f) => f.documents);
  const fresh = documents.filter((d) => isNewSince(d.createdAt, previousVisitAt)).length;
  return (
    <div className="room-index">
      <header className="room-index__head">
        <p className="eyebrow">{page.room.purpose === 'raise' ? 'Data room · Fundraising' : 'Data room · Exit'}</p>
        <h1>{page.room.name}</h1>
        {page.room.description && <p className="room-index__description">{page.room.description}</p>}
        <p className="room-index__facts">
          <span>{page.folders.length} {page.folders.length === 1 ? 'folder' : 'folders'}</span>
          <span>{documents.length} {documents.length === 1 ? 'document' : 'documents'}</span>
          {page.expiresAt && <span>Open until {formatDate(page.expiresAt)}</span>}
        </p>
        {previousVisitAt && (
          <p className="room-index__since" role="status">
            {fresh > 0 ? `${fresh} new since your last visit on ${formatDate(previousVisitAt)}` : `Nothing new since your last visit on ${formatDate(previousVisitAt)}`}
          </p>
        )}
      </header>
      {page.folders.length === 0 && <p className="room-index__empty">This room has no folders yet.</p>}
      <div className="room-index__body">
        {/* On a laptop, the room's contents beside its folders (as a data room's folder tree): a folder is a click away. */}
        {page.folders.length > 1 && (
          <nav className="room-index__toc" aria-label="Contents">
            <ol>
              {page.folders.map((folder, index) => (
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
          {page.folders.map((folder, index) => (
            <li key={folder.id} id={`folder-${folder.id}`} className="room-index__folder">
              <div className="room-index__folder-head">
                <span className="room-index__number" aria-hidden="true">{folderNumber(index)}</span>
                <div>
                  <h2>{folder.name}</h2>
                  {folder.description && <p>{folder.description}</p>}
                </div>
                <span className="room-index__count">{folder.documents.length}</span>
              </div>
              {folder.documents.length === 0 ? (
                <p className="room-index__none">No documents in this folder yet.</p>
              ) : (
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
              )}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
