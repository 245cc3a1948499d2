import { lazy, useState, type ComponentType } from 'react';

export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy plus `preload()`: main.tsx preloads the first page's chunk before the first render,
 * so a visitor's first page renders at once instead of a skeleton followed by the page (one
 * render and one commit fewer on the critical path). Later navigations suspend as usual.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, exportName: K): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const fetchModule = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module[exportName];
        return { default: loaded };
      },
      (error: unknown) => {
        // React.lazy keeps a failure for good; the crash screen's Try Again reloads the page for
        // a chunk that failed to load (see ErrorBoundary).
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(fetchModule);

  function Page() {
    // Decided once per mount, so the page never switches element type (and loses its state).
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Suspending />;
  }
  return Object.assign(Page, { preload: () => fetchModule().then(() => undefined) });
}
