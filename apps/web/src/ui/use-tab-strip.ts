import { useEffect, useRef } from 'react';

/** The width of the fade at a scrolling strip's edge (2.5rem in account.css and workspace.css). */
const EDGE = 40;

/**
 * A row of tabs that scrolls sideways on a phone (like Stripe's or Linear's settings): the
 * current tab (`aria-current="page"`) is scrolled into the strip whenever `current` changes, and
 * the strip carries `data-more-start` / `data-more-end` while tabs lie beyond an edge, for the
 * fade that tells there is more to scroll. Attach the returned ref to the scrolling list.
 */
export function useTabStrip<T extends HTMLElement>(current: string) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const strip = ref.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active) return;
    // Only the strip scrolls, by the least distance that brings the tab wholly into it and clear
    // of the edge's fade (EDGE); the page stays put.
    const box = strip.getBoundingClientRect();
    const at = active.getBoundingClientRect();
    if (at.left < box.left + EDGE) strip.scrollLeft -= box.left + EDGE - at.left;
    else if (at.right > box.right - EDGE) strip.scrollLeft += at.right - (box.right - EDGE);
  }, [current]);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const mark = () => {
      const end = strip.scrollWidth - strip.clientWidth;
      strip.toggleAttribute('data-more-start', strip.scrollLeft > 1);
      strip.toggleAttribute('data-more-end', end - strip.scrollLeft > 1);
    };
    mark();
    strip.addEventListener('scroll', mark, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resize?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', mark);
      resize?.disconnect();
    };
  }, []);

  return ref;
}
