import type { RoomVisitorRead } from '@bv/contracts';
import { formatDuration } from '../../sharing/share-views';

/** Each page is this wide at most, so a short document's columns stay columns. */
const COLUMN_PX = 36;

/** "Reached page 3 of 4 (75%)", or what is known of it. */
function reachedText(read: RoomVisitorRead): string {
  if (read.furthestPage === null) return 'No page reported';
  if (read.pageCount === null || read.completion === null) return `Reached page ${read.furthestPage}`;
  return `Reached page ${Math.min(read.furthestPage, read.pageCount)} of ${read.pageCount} (${Math.round(read.completion * 100)}%)`;
}

/**
 * One document's pages as small columns, page 1 first: the height is the visitor's time on the
 * page against their longest page; a page past the furthest they reached is an outline only. The
 * hidden text reads every page's time aloud.
 */
function PageColumns({ read, who }: { read: RoomVisitorRead; who: string }) {
  const max = Math.max(1, ...read.pages.map((p) => p.seconds));
  const reached = (page: RoomVisitorRead['pages'][number]) => page.seconds > 0 || (read.furthestPage !== null && page.page <= read.furthestPage);
  return (
    <div className="page-columns" style={{ maxWidth: `${read.pages.length * COLUMN_PX}px` }}>
      <ol className="page-columns__pages" aria-label={`${who}: time per page of ${read.name}`}>
        {read.pages.map((p) => (
          <li key={p.page} className={reached(p) ? 'page-columns__page' : 'page-columns__page page-columns__page--unreached'} title={`Page ${p.page}: ${reached(p) ? formatDuration(p.seconds) : 'not reached'}`}>
            {p.seconds > 0 && <span className="page-columns__bar" style={{ height: `${Math.max(8, (p.seconds / max) * 100)}%` }} aria-hidden="true" />}
            <span className="visually-hidden">
              Page {p.page}: {reached(p) ? formatDuration(p.seconds) : 'not reached'}
            </span>
          </li>
        ))}
      </ol>
      <div className="page-columns__axis" aria-hidden="true">
        <span>p. 1</span>
        {read.pages.length > 1 && <span>p. {read.pages.length}</span>}
      </div>
    </div>
  );
}

/** The page they spent longest on, when they spent any time. */
function longestPage(read: RoomVisitorRead): RoomVisitorRead['pages'][number] | null {
  const top = read.pages.reduce<RoomVisitorRead['pages'][number] | null>((best, p) => (best === null || p.seconds > best.seconds ? p : best), null);
  return top && top.seconds > 0 ? top : null;
}

/**
 * What one room visitor read (docs/product-rules.md, "Deal rooms": room analytics): each document
 * they opened, longest first, with their time, how far they got, their downloads and their time
 * on each page.
 */
export function VisitorReads({ reads, who }: { reads: readonly RoomVisitorRead[]; who: string }) {
  return (
    <div className="visitor-reads">
      <h3 className="visitor-reads__title">What {who} read</h3>
      <ul className="visitor-reads__list">
        {reads.map((read) => {
          const longest = longestPage(read);
          return (
            <li key={read.documentId} className="visitor-read">
              <div className="visitor-read__about">
                <strong className="visitor-read__name">{read.name}</strong>
                <span className="visitor-read__facts">
                  {formatDuration(read.seconds)} · {reachedText(read)}
                </span>
                {read.downloads > 0 && <span className="visitor-read__download">{read.downloads === 1 ? 'Downloaded' : `Downloaded ${read.downloads} times`}</span>}
              </div>
              <div className="visitor-read__pages">
                {longest ? (
                  <>
                    <PageColumns read={read} who={who} />
                    <span className="visitor-read__longest">
                      Longest on page {longest.page}: {formatDuration(longest.seconds)}
                    </span>
                  </>
                ) : (
                  <span className="visitor-read__facts">No time on any page was reported.</span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
