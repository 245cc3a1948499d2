import { CONNECTION_CHECK_MS, FLAG_REFRESH_DEBOUNCE_MS, RECONNECT_RETRIES, reconnectDelayMs, STALE_AFTER_MS } from '@bv/domain';

/** docs/product-rules.md, "Realtime updates and the connection badge": connected (hidden), disconnected, reconnecting (after Retry). */
export type RealtimeStatus = 'connected' | 'disconnected' | 'reconnecting';

/** What one socket reports. `onDown` is a failed connect or a drop the page did not ask for. */
export type LinkEvents = {
  onOpen: () => void;
  onHeartbeat: () => void;
  onFlagsChanged: () => void;
  onDown: () => void;
};
export type Link = { close: () => void };
/** Opens one socket. The store opens a fresh one for the first connection and for every retry. */
export type OpenLink = (events: LinkEvents) => Link;

export type RealtimeTimings = {
  checkIntervalMs: number;
  staleAfterMs: number;
  flagRefreshDebounceMs: number;
  maxRetries: number;
  /** Wait before retry n (1-based). */
  retryDelayMs: (attempt: number) => number;
};

/** The timings of docs/product-rules.md, "Realtime updates and the connection badge". */
export const SPEC_TIMINGS: RealtimeTimings = {
  checkIntervalMs: CONNECTION_CHECK_MS,
  staleAfterMs: STALE_AFTER_MS,
  flagRefreshDebounceMs: FLAG_REFRESH_DEBOUNCE_MS,
  maxRetries: RECONNECT_RETRIES,
  retryDelayMs: reconnectDelayMs,
};

export type RealtimeStart = {
  openLink: OpenLink;
  /** Re-read the feature flags; called once per burst of pushes, 100 ms after the last. */
  refreshFlags: () => void;
};

export type RealtimeStore = {
  start: (deps: RealtimeStart) => void;
  stop: () => void;
  /** The badge's Retry: a fresh connection now and a fresh set of retries. */
  retry: () => void;
  getStatus: () => RealtimeStatus;
  /** When the gateway was last heard from (connect, heartbeat or push); null before start. */
  lastUpdateAt: () => number | null;
  subscribe: (listener: () => void) => () => void;
};

type LinkState = 'idle' | 'connecting' | 'open' | 'waiting' | 'given-up';

/**
 * One realtime connection and what the page shows about it. socket.io's own reconnection is
 * off: the retries here follow the spec exactly (5, waiting 2 s × attempt), then stop until the
 * user clicks Retry. The status is worked out by a check every 10 s (stale after 30 s without
 * news), at once when the retries give up, and at once when news arrives again.
 */
export function createRealtimeStore(options: { timings?: Partial<RealtimeTimings>; now?: () => number } = {}): RealtimeStore {
  const timings = { ...SPEC_TIMINGS, ...options.timings };
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();

  let deps: RealtimeStart | null = null;
  let status: RealtimeStatus = 'connected';
  let lastUpdate: number | null = null;
  let linkState: LinkState = 'idle';
  let link: Link | null = null;
  // Events of a socket that has since been replaced are ignored.
  let generation = 0;
  let retriesUsed = 0;
  let userRetrying = false;
  // Pushes may have been missed while the link was down: re-read the flags once it is back.
  let missedPushes = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let checkTimer: ReturnType<typeof setInterval> | undefined;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...listeners]) listener();
  };

  const evaluate = () => {
    if (!deps) return;
    if (userRetrying) setStatus('reconnecting');
    else if (linkState === 'given-up' || lastUpdate === null || now() - lastUpdate > timings.staleAfterMs) setStatus('disconnected');
    else setStatus('connected');
  };

  const heard = () => {
    lastUpdate = now();
    evaluate();
  };

  const scheduleFlagRefresh = () => {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => deps?.refreshFlags(), timings.flagRefreshDebounceMs);
  };

  const dropLink = () => {
    generation += 1;
    const old = link;
    link = null;
    old?.close();
  };

  const channelError = () => {
    dropLink();
    missedPushes = true;
    if (retriesUsed >= timings.maxRetries) {
      linkState = 'given-up';
      userRetrying = false;
      evaluate();
      return;
    }
    retriesUsed += 1;
    linkState = 'waiting';
    retryTimer = setTimeout(open, timings.retryDelayMs(retriesUsed));
  };

  function open() {
    if (!deps) return;
    const mine = generation + 1;
    generation = mine;
    linkState = 'connecting';
    const current = (handler: () => void) => () => {
      if (generation === mine) handler();
    };
    try {
      const opened = deps.openLink({
        onOpen: current(() => {
          linkState = 'open';
          retriesUsed = 0;
          userRetrying = false;
          if (missedPushes) {
            missedPushes = false;
            scheduleFlagRefresh();
          }
          heard();
        }),
        onHeartbeat: current(heard),
        onFlagsChanged: current(() => {
          heard();
          scheduleFlagRefresh();
        }),
        onDown: current(channelError),
      });
      // A socket that failed while being opened has already been replaced by a retry.
      if (generation === mine) link = opened;
      else opened.close();
    } catch {
      channelError();
    }
  }

  return {
    start(next) {
      if (deps) return;
      deps = next;
      // The first connection gets the same 30 s as any silence before it counts as stale.
      lastUpdate = now();
      checkTimer = setInterval(evaluate, timings.checkIntervalMs);
      open();
    },
    stop() {
      clearTimeout(retryTimer);
      clearTimeout(refreshTimer);
      clearInterval(checkTimer);
      dropLink();
      deps = null;
      linkState = 'idle';
      retriesUsed = 0;
      userRetrying = false;
      missedPushes = false;
      setStatus('connected');
    },
    retry() {
      if (!deps) return;
      clearTimeout(retryTimer);
      dropLink();
      retriesUsed = 0;
      userRetrying = true;
      missedPushes = true;
      evaluate();
      open();
    },
    getStatus: () => status,
    lastUpdateAt: () => lastUpdate,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
