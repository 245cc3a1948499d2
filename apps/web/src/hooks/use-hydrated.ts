import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and in the browser's render that hydrates the server's HTML, true ever
 * after (and at once in a page the browser renders itself): what may differ between the two
 * (this reader's clock, a part whose chunk loads later) waits for it, so hydration finds the
 * server's markup unchanged.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
