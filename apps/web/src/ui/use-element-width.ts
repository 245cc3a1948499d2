import { useCallback, useRef, useState } from 'react';

/**
 * The element's content width in CSS pixels, kept current as it resizes (0 before layout). A
 * callback ref: the element may mount later than the component (a chart drawn once data comes).
 */
export function useElementWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  return { ref, width };
}
