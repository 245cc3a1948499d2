import { createRealtimeStore, type LinkEvents, type OpenLink, type RealtimeStore } from './realtime-store';

type FakeLink = { events: LinkEvents; closed: boolean; openedAt: number };

/** Sockets as the store sees them: the test plays the gateway by calling their events. */
function fakeSockets() {
  const links: FakeLink[] = [];
  const openLink: OpenLink = (events) => {
    const link: FakeLink = { events, closed: false, openedAt: Date.now() };
    links.push(link);
    return { close: () => (link.closed = true) };
  };
  return { links, openLink, last: () => links[links.length - 1] };
}

describe('realtime store (docs/product-rules.md, "Feature flags", "Realtime updates and the connection badge")', () => {
  let store: RealtimeStore;
  let sockets: ReturnType<typeof fakeSockets>;
  let refreshFlags: jest.Mock;
  const advance = (ms: number) => jest.advanceTimersByTime(ms);

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-06-02T04:00:00Z') });
    sockets = fakeSockets();
    refreshFlags = jest.fn();
    store = createRealtimeStore();
    store.start({ openLink: sockets.openLink, refreshFlags });
  });
  afterEach(() => {
    store.stop();
    jest.useRealTimers();
  });

  it('reports connected before start and while the gateway is heard from', () => {
    expect(createRealtimeStore().getStatus()).toBe('connected');
    expect(sockets.links).toHaveLength(1);
    sockets.last().events.onOpen();
    expect(store.lastUpdateAt()).toBe(Date.now());
    for (let i = 0; i < 6; i += 1) {
      advance(10_000);
      sockets.last().events.onHeartbeat();
    }
    expect(store.getStatus()).toBe('connected');
  });

  it('calls the link disconnected when the 10 s check finds more than 30 s without news, and connected again on the next heartbeat', () => {
    sockets.last().events.onOpen();
    const listener = jest.fn();
    store.subscribe(listener);
    // Checks at 10, 20 and 30 s: exactly 30 s of silence is not "over 30 s".
    advance(39_999);
    expect(store.getStatus()).toBe('connected');
    advance(1);
    expect(store.getStatus()).toBe('disconnected');
    expect(listener).toHaveBeenCalledTimes(1);
    sockets.last().events.onHeartbeat();
    expect(store.getStatus()).toBe('connected');
  });

  it('re-reads the flags once, 100 ms after the last of several pushes', () => {
    sockets.last().events.onOpen();
    const { onFlagsChanged } = sockets.last().events;
    onFlagsChanged();
    advance(40);
    onFlagsChanged();
    advance(40);
    onFlagsChanged();
    advance(99);
    expect(refreshFlags).not.toHaveBeenCalled();
    advance(1);
    expect(refreshFlags).toHaveBeenCalledTimes(1);
    onFlagsChanged();
    advance(100);
    expect(refreshFlags).toHaveBeenCalledTimes(2);
  });

  it('retries a channel error 5 times, 2 s × attempt apart, then gives up as disconnected until Retry', () => {
    const start = Date.now();
    sockets.last().events.onOpen();
    sockets.last().events.onDown();
    expect(sockets.links[0].closed).toBe(true);
    // A drop alone is not yet news: the badge waits for the retries or the staleness check.
    expect(store.getStatus()).toBe('connected');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      advance(2_000 * attempt - 1);
      expect(sockets.links).toHaveLength(attempt);
      advance(1);
      expect(sockets.links).toHaveLength(attempt + 1);
      sockets.last().events.onDown();
    }
    expect(sockets.links.map((l) => l.openedAt - start)).toEqual([0, 2_000, 6_000, 12_000, 20_000, 30_000]);
    expect(store.getStatus()).toBe('disconnected');
    advance(120_000);
    expect(sockets.links).toHaveLength(6);
    expect(store.getStatus()).toBe('disconnected');
  });

  it('Retry shows reconnecting, opens a fresh link at once and, once it is up, re-reads the flags it may have missed', () => {
    sockets.last().events.onDown();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      advance(2_000 * attempt);
      sockets.last().events.onDown();
    }
    expect(store.getStatus()).toBe('disconnected');

    store.retry();
    expect(store.getStatus()).toBe('reconnecting');
    expect(sockets.links).toHaveLength(7);
    // Still reconnecting through the next check: only the link coming back ends it.
    advance(10_000);
    expect(store.getStatus()).toBe('reconnecting');
    sockets.last().events.onOpen();
    expect(store.getStatus()).toBe('connected');
    advance(100);
    expect(refreshFlags).toHaveBeenCalledTimes(1);
  });

  it('after Retry, a fresh set of 5 retries runs before it gives up again', () => {
    store.retry();
    expect(sockets.links[0].closed).toBe(true);
    sockets.last().events.onDown();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      advance(2_000 * attempt);
      expect(store.getStatus()).toBe('reconnecting');
      sockets.last().events.onDown();
    }
    expect(sockets.links).toHaveLength(7);
    expect(store.getStatus()).toBe('disconnected');
  });

  it('a link that comes back during the retries resets them and re-reads the flags', () => {
    sockets.last().events.onOpen();
    sockets.last().events.onDown();
    advance(2_000);
    sockets.last().events.onDown();
    advance(4_000);
    sockets.last().events.onOpen();
    advance(100);
    expect(refreshFlags).toHaveBeenCalledTimes(1);
    // A later drop starts again at 2 s.
    sockets.last().events.onDown();
    advance(2_000);
    expect(sockets.links).toHaveLength(4);
  });

  it('ignores whatever a replaced socket still reports', () => {
    const first = sockets.last();
    first.events.onOpen();
    store.retry();
    first.events.onFlagsChanged();
    first.events.onDown();
    advance(60_000);
    expect(refreshFlags).not.toHaveBeenCalled();
    expect(sockets.links).toHaveLength(2);
    expect(store.getStatus()).toBe('reconnecting');
  });

  it('stop closes the link and clears every timer', () => {
    sockets.last().events.onOpen();
    sockets.last().events.onFlagsChanged();
    store.stop();
    expect(sockets.links[0].closed).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
    expect(store.getStatus()).toBe('connected');
  });
});
