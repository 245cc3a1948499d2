import type { RoomLinkDocument } from '@bv/contracts';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { roomVisitApi } from '../api/room-links';
import { lazyView } from '../app/lazy-view';
import { useHydrated } from '../hooks/use-hydrated';
import { saveFile } from '../ui/save-file';
import { typeLabel } from './document-type';
import { PageWatermark } from './page-watermark';
import { usePageDwell } from './use-page-dwell';

/** The questions drawer ("Ask a question") and the count on its button: a chunk fetched once the page has hydrated. */
export const LazyQuestionPanel = lazyView(() => import('./question-panel'), 'QuestionPanel');
export const LazyQuestionCount = lazyView<{ token: string; grant: string | null; documentId: string }, 'QuestionCount'>(() => import('./question-panel'), 'QuestionCount');

/** A deck's pages are slides (docs/product-rules.md, "Deal rooms": 'Slide 2 of 12' for a PowerPoint file). */
export const pageUnit = (type: string): 'Page' | 'Slide' => (type === 'pptx' ? 'Slide' : 'Page');

/** A thumbnail is rendered this wide (libs/conversion, DEFAULT_LIMITS.thumbnailWidthPx). */
const THUMBNAIL_WIDTH = 240;

type Props = {
  token: string;
  grant: string | null;
  /** Who reads, on a watermarked link: the page images carry it with the time. */
  watermark: string | null;
  opened: RoomLinkDocument;
  page: number;
  onPage: (page: number) => void;
  indexPath: string;
  /** The company hosting the room, when known apart from the room's name (sharer.ts); the questions panel names them. */
  sender: string | null;
};

/**
 * One document of a room link: its page images (through the gateway with the link's
 * authorization) on a neutral stage, the arrows and Page Up/Down to turn pages, Home and End, a
 * page counter ('Slide 2 of 12' for a deck), the page in the address (…?page=3) and thumbnails to
 * jump; a one-page document has none of these. Questions open in a drawer from "Ask a question",
 * so the page keeps the width. A document still converting or failed says so; the original
 * downloads only when the founder allowed it on this link.
 */
export function DocumentViewer({ token, grant, watermark, opened, page, onPage, indexPath, sender }: Props) {
  const doc = opened.document;
  const pages = doc.status === 'ready' ? (doc.pageCount ?? 0) : 0;
  const current = Math.min(Math.max(1, page), Math.max(1, pages));
  const sizes = opened.pageSizes?.length === pages ? opened.pageSizes : null;
  const size = sizes?.[current - 1] ?? null;
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const thumbs = useRef<HTMLOListElement>(null);
  const unit = pageUnit(doc.type);
  const several = pages > 1;
  // The drawer's chunk is the browser's alone: fetched once the page has hydrated, so the button opens it at once
  // (before that the server's button is off: a press would be lost).
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) void LazyQuestionPanel.preload().catch(() => undefined);
  }, [hydrated]);
  usePageDwell(token, doc.id, current, pages);

  // The page a key turns from: the one last asked for, not the one last drawn. Keys pressed
  // faster than the page re-renders (and the listener is replaced) would otherwise count from a
  // page already left, and a quick Right, Right, Left could land two pages back.
  const turningFrom = useRef(current);
  useEffect(() => {
    turningFrom.current = current;
  }, [current]);
  useEffect(() => {
    if (pages === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      // Keys pressed in the questions drawer are the drawer's (its page stays put behind it).
      if (target instanceof Element && target.closest('[role="dialog"]')) return;
      const from = turningFrom.current;
      const next = ({ ArrowRight: from + 1, ArrowDown: from + 1, PageDown: from + 1, ArrowLeft: from - 1, ArrowUp: from - 1, PageUp: from - 1, Home: 1, End: pages } as Record<string, number>)[event.key];
      if (next === undefined) return;
      event.preventDefault();
      if (next < 1 || next > pages || next === from) return;
      turningFrom.current = next;
      onPage(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pages, onPage]);

  // The next page is fetched ahead, so turning to it shows at once.
  useEffect(() => {
    if (current < pages) new Image().src = roomVisitApi.pageUrl(token, doc.id, current + 1, grant);
  }, [token, grant, doc.id, current, pages]);

  // The current thumbnail is scrolled into its strip, and only the strip: scrollIntoView would also
  // scroll the window, and on a phone (the strip under the page) hide the pager on opening.
  useEffect(() => {
    const strip = thumbs.current;
    const thumb = strip?.querySelector('[aria-current="page"]');
    if (!strip || !thumb) return;
    const outer = strip.getBoundingClientRect();
    const inner = thumb.getBoundingClientRect();
    if (inner.left < outer.left || inner.right > outer.right) strip.scrollLeft += inner.left - outer.left - (outer.width - inner.width) / 2;
    if (inner.top < outer.top || inner.bottom > outer.bottom) strip.scrollTop += inner.top - outer.top - (outer.height - inner.height) / 2;
  }, [current]);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const file = await roomVisitApi.download(token, doc.id, grant, doc.name);
      saveFile(file.blob, file.filename);
    } catch (err) {
      setDownloadError(err instanceof Error ? err.message : 'The download failed. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="doc-viewer">
      <div className="doc-viewer__bar">
        <Link className="doc-viewer__back" to={indexPath}>
          <span aria-hidden="true">‹</span> <span className="doc-viewer__crumb">{opened.folder.name}</span>
        </Link>
        <h1 className="doc-viewer__title">{doc.name}</h1>
        <div className="doc-viewer__tools">
          {several && (
            <span className="doc-viewer__hint" aria-hidden="true">
              <kbd>←</kbd> <kbd>→</kbd> to turn {unit === 'Slide' ? 'slides' : 'pages'}
            </span>
          )}
          {several && (
            <div className="doc-viewer__pager">
              <button className="icon-button" type="button" aria-label={`Previous ${unit.toLowerCase()}`} disabled={current <= 1} onClick={() => onPage(current - 1)}>‹</button>
              <span className="doc-viewer__counter" aria-live="polite">
                {unit} {current} of {pages}
              </span>
              <button className="icon-button" type="button" aria-label={`Next ${unit.toLowerCase()}`} disabled={current >= pages} onClick={() => onPage(current + 1)}>›</button>
            </div>
          )}
        </div>
        <div className="doc-viewer__actions">
          {pages > 0 && (
            <button className="button button--secondary button--small doc-viewer__ask" type="button" aria-haspopup="dialog" aria-expanded={asking} disabled={!hydrated} onClick={() => setAsking(true)}>
              <svg className="doc-viewer__ask-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M4 3.5h12a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5H9l-4 3v-3H4A1.5 1.5 0 0 1 2.5 13V5A1.5 1.5 0 0 1 4 3.5Z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              </svg>
              {/* On a phone the button reads "Ask" beside the way back; its name stays "Ask a question". */}
              <span>
                Ask<span className="doc-viewer__ask-more"> a question</span>
              </span>
              {hydrated && (
                <Suspense fallback={null}>
                  <LazyQuestionCount token={token} grant={grant} documentId={doc.id} />
                </Suspense>
              )}
            </button>
          )}
          {doc.downloadable && (
            <button className="button button--secondary button--small" type="button" disabled={downloading} onClick={() => void download()}>
              {downloading ? 'Downloading…' : 'Download'}
            </button>
          )}
        </div>
      </div>
      {downloadError && <p className="doc-viewer__error" role="alert">{downloadError}</p>}
      {doc.status === 'ready' && pages > 0 ? (
        <div className={`doc-viewer__body${several ? '' : ' doc-viewer__body--single'}`}>
          {several && (
            <ol className="doc-viewer__thumbs" ref={thumbs} aria-label={unit === 'Slide' ? 'Slides' : 'Pages'}>
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <button type="button" className="doc-viewer__thumb" aria-current={n === current ? 'page' : undefined} aria-label={`${unit} ${n}`} onClick={() => onPage(n)}>
                    <img
                      src={roomVisitApi.pageUrl(token, doc.id, n, grant, 'thumbnail')}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={THUMBNAIL_WIDTH}
                      height={sizes ? Math.round((THUMBNAIL_WIDTH * sizes[n - 1].height) / sizes[n - 1].width) : undefined}
                    />
                    <span>{n}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
          {/* The page on a neutral stage (as Papermark's and DocSend's viewers): white paper reads as a page, not as the site. */}
          <figure className="doc-viewer__page doc-viewer__stage">
            <div className={size ? 'doc-viewer__sheet doc-viewer__sheet--sized' : 'doc-viewer__sheet'}>
              {/* A canvas has its size from its attributes at once: it holds the page's place (and
                  proportions, within the same limits as the image) until the image arrives, so
                  nothing moves when it does. No style attribute: the CSP allows none. */}
              {size && <canvas className="doc-viewer__spacer" width={size.width} height={size.height} aria-hidden="true" />}
              <img
                key={current}
                src={roomVisitApi.pageUrl(token, doc.id, current, grant)}
                alt={`${doc.name}, ${unit.toLowerCase()} ${current} of ${pages}`}
                width={size?.width}
                height={size?.height}
                fetchPriority="high"
              />
              {watermark && <PageWatermark who={watermark} />}
            </div>
          </figure>
        </div>
      ) : (
        <div className="doc-viewer__status card">
          <h2>{doc.status === 'failed' ? 'This document could not be prepared' : 'This document is still being prepared'}</h2>
          <p>
            {doc.status === 'failed'
              ? `The ${typeLabel(doc.type)} file could not be turned into pages to view. Ask the person who shared the room for it.`
              : 'Its pages will appear here in a minute or two. Reload this page to check again.'}
          </p>
        </div>
      )}
      {asking && (
        <Suspense fallback={null}>
          <LazyQuestionPanel token={token} grant={grant} documentId={doc.id} page={current} pages={pages} sender={sender} documentName={doc.name} unit={unit} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </div>
  );
}
