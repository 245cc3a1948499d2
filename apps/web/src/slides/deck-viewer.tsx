import './slides.css';
import type { ViewerSlide } from '@bv/domain';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { isCoverSlide, SlideView } from './slide-view';

type DeckViewerProps = {
  slides: ViewerSlide[];
  companyName: string;
  /** Called with the first slide when shown, then on every change (share analytics listen here). */
  onSectionChange?: (index: number, total: number) => void;
};

const SWIPE_PX = 48;

/** Keys meant for a field or a button stay theirs. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The shared deck, one 16:9 slide at a time (like Papermark and DocSend): arrows, Page Up/Down,
 * Home/End and swipe move; F or the button goes full screen; thumbnails jump. The slide change
 * is announced to screen readers.
 */
export function DeckViewer({ slides, companyName, onSectionChange }: DeckViewerProps) {
  const total = slides.length;
  const [index, setIndex] = useState(0);
  const [showThumbnails, setShowThumbnails] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);

  const go = useCallback((next: number) => setIndex(Math.max(0, Math.min(total - 1, next))), [total]);

  useEffect(() => onSectionChange?.(index, total), [index, total, onSectionChange]);

  const toggleFullScreen = useCallback(() => {
    const element = root.current;
    if (document.fullscreenElement) {
      void document.exitFullscreen();
    } else if (element && typeof element.requestFullscreen === 'function' && !fullScreen) {
      // Browsers without the API (iPhone Safari) get the same view as a fixed overlay.
      element.requestFullscreen().catch(() => setFullScreen(true));
    } else {
      setFullScreen((on) => !on);
    }
  }, [fullScreen]);

  useEffect(() => {
    const sync = () => setFullScreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const moves: Record<string, () => void> = {
        ArrowRight: () => go(index + 1),
        ArrowDown: () => go(index + 1),
        PageDown: () => go(index + 1),
        ArrowLeft: () => go(index - 1),
        ArrowUp: () => go(index - 1),
        PageUp: () => go(index - 1),
        Home: () => go(0),
        End: () => go(total - 1),
        f: toggleFullScreen,
        F: toggleFullScreen,
        Escape: () => {
          if (showThumbnails) setShowThumbnails(false);
          else if (document.fullscreenElement) void document.exitFullscreen();
          else setFullScreen(false);
        },
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index, total, toggleFullScreen, showThumbnails]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (dx <= -SWIPE_PX) go(index + 1);
    else if (dx >= SWIPE_PX) go(index - 1);
  };

  if (total === 0) return <p className="hint">This deck has no slides yet.</p>;
  const slide = slides[index];

  return (
    <section ref={root} className={`deck-viewer${fullScreen ? ' deck-viewer--full' : ''}`} aria-roledescription="slide deck" aria-label="Slides">
      <p className="visually-hidden" aria-live="polite">
        Slide {index + 1} of {total}: {slide.title}
      </p>
      <div className="deck-viewer__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
        <div className="deck-viewer__slide" aria-roledescription="slide" aria-label={`${index + 1} of ${total}`}>
          <SlideView slide={slide} number={index + 1} companyName={companyName} cover={isCoverSlide(slide, index, companyName)} />
        </div>
      </div>
      <div className="deck-viewer__toolbar" role="toolbar" aria-label="Slide controls">
        <button type="button" className="deck-viewer__tool" aria-label="Previous slide" disabled={index === 0} onClick={() => go(index - 1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <span className="deck-viewer__counter" aria-label={`Slide ${index + 1} of ${total}`}>
          {index + 1} / {total}
        </span>
        <button type="button" className="deck-viewer__tool" aria-label="Next slide" disabled={index === total - 1} onClick={() => go(index + 1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
        <span className="deck-viewer__spacer" />
        <button type="button" className="deck-viewer__tool" aria-pressed={showThumbnails} aria-label="All slides" onClick={() => setShowThumbnails((on) => !on)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 5h7v6H4zM13 5h7v6h-7zM4 13h7v6H4zM13 13h7v6h-7z" />
          </svg>
        </button>
        <button type="button" className="deck-viewer__tool" aria-label={fullScreen ? 'Exit full screen' : 'Full screen'} onClick={toggleFullScreen}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {fullScreen ? <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" /> : <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />}
          </svg>
        </button>
      </div>
      {showThumbnails && (
        <ol className="deck-viewer__thumbnails" aria-label="All slides">
          {slides.map((thumb, i) => (
            <li key={thumb.id || i}>
              <button
                type="button"
                className="deck-viewer__thumbnail"
                aria-label={`Slide ${i + 1}: ${thumb.title || 'Untitled'}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => {
                  go(i);
                  setShowThumbnails(false);
                }}
              >
                <SlideView slide={thumb} number={i + 1} companyName={companyName} cover={isCoverSlide(thumb, i, companyName)} decorative />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
