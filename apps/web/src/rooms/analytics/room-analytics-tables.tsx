import type { RoomAnalytics } from '@bv/contracts';
import { formatDuration } from '../../sharing/share-views';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type DocumentsProps = { documents: RoomAnalytics['documents']; selected: string | null; onSelect: (documentId: string) => void };

/** Each document: views, readers, time, how far they read, downloads; its row opens the time per page. */
export function DocumentsTable({ documents, selected, onSelect }: DocumentsProps) {
  return (
    <table className="data-table data-table--cards analytics-table">
      <caption className="visually-hidden">Documents</caption>
      <thead>
        <tr>
          <th scope="col">Document</th>
          <th scope="col">Views</th>
          <th scope="col">Visitors</th>
          <th scope="col">Time</th>
          <th scope="col">Completion</th>
          <th scope="col">Downloads</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((d) => (
          <tr key={d.documentId} className={d.documentId === selected ? 'room-analytics__selected' : undefined}>
            <th scope="row">
              <span className="room-analytics__named">
                {d.views > 0 ? (
                  <button type="button" className="link-button room-analytics__doc" aria-pressed={d.documentId === selected} onClick={() => onSelect(d.documentId)}>
                    {d.name}
                  </button>
                ) : (
                  <span className="room-analytics__doc">{d.name}</span>
                )}
                {d.pageCount !== null && <span className="room-analytics__sub">{plural(d.pageCount, 'page', 'pages')}</span>}
              </span>
            </th>
            <td data-label="Views">{d.views}</td>
            <td data-label="Visitors">{d.visitors}</td>
            <td data-label="Time">{formatDuration(d.seconds)}</td>
            <td data-label="Completion">
              {d.completion === null ? (
                '—'
              ) : (
                <span className="room-analytics__completion">
                  {percent(d.completion)}
                  <span className="analytics-meter" aria-hidden="true">
                    <span className="analytics-meter__fill" style={{ width: percent(d.completion) }} />
                  </span>
                </span>
              )}
            </td>
            <td data-label="Downloads">{d.downloads}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Time on each page of one document (all its readers together), as bars; the list reads the same figures aloud. */
export function PageTimes({ document }: { document: RoomAnalytics['documents'][number] }) {
  if (document.pages.every((p) => p.visitors === 0)) return <p className="hint">Time per page shows once a visitor has read {document.name} for a few seconds.</p>;
  const max = Math.max(1, ...document.pages.map((p) => p.seconds));
  return (
    <ol className="page-times" aria-label={`Time per page of ${document.name}`}>
      {document.pages.map((p) => (
        <li key={p.page} className="page-times__row">
          <span className="page-times__page">Page {p.page}</span>
          <span className="page-times__track" aria-hidden="true">
            {p.seconds > 0 && <span className="page-times__bar" style={{ width: `${(p.seconds / max) * 100}%` }} />}
          </span>
          <span className="page-times__figure">
            {formatDuration(p.seconds)} · {plural(p.visitors, 'reader', 'readers')}
          </span>
        </li>
      ))}
    </ol>
  );
}
