import { lazy, useState, type ComponentType } from 'react';

export type LazyView<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A part of a page in a chunk of its own (lazyPage's counterpart for components with props): it
 * loads when first rendered, or earlier through `preload()`. Once loaded it renders at once, with
 * no Suspense fallback; the server bundle preloads its views as it starts, so a page rendered on
 * the server carries them (src/prerender/server-entry.tsx).
 */
export function lazyView<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, exportName: K): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchModule = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module[exportName];
        return { default: loaded };
      },
      (error: unknown) => {
        // React.lazy keeps a failure for good (the page's error screen offers a reload); preload() may try again.
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(fetchModule);

  function View(props: P) {
    // Decided once per mount, so the view never switches element type (and loses its state).
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(View, { preload: () => fetchModule().then(() => undefined) });
}
