import { QueryClient } from '@tanstack/react-query';
import { FLAGS_QUERY_KEY } from '../flags/use-feature-flags';
import { buildFlagsSnapshot } from '../test/flags.factory';
import { startRealtime } from './app-realtime';
import { createRealtimeStore, type RealtimeStart } from './realtime-store';
import { openSocketIoLink } from './socket-io-link';

type Handler = (...args: unknown[]) => void;
const sockets: Array<{ options: Record<string, unknown>; handlers: Map<string, Handler>; off: jest.Mock; disconnect: jest.Mock }> = [];

jest.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    const handlers = new Map<string, Handler>();
    const socket = { options, handlers, off: jest.fn(), disconnect: jest.fn(), on: (event: string, handler: Handler) => handlers.set(event, handler) };
    sockets.push(socket);
    return socket;
  },
}));

describe('the app realtime connection', () => {
  it('loads socket.io lazily and turns a push into a re-read of FLAGS_QUERY_KEY', async () => {
    const store = createRealtimeStore();
    const start = jest.spyOn(store, 'start').mockImplementation(() => undefined);
    const queryClient = new QueryClient();
    queryClient.setQueryData(FLAGS_QUERY_KEY, buildFlagsSnapshot());
    await startRealtime(queryClient, store);

    const deps = start.mock.calls[0][0] as RealtimeStart;
    expect(deps.openLink).toBe(openSocketIoLink);
    deps.refreshFlags();
    expect(queryClient.getQueryState(FLAGS_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('opens one socket.io connection on the page origin with socket.io’s own reconnection off, and maps its events', () => {
    const events = { onOpen: jest.fn(), onHeartbeat: jest.fn(), onFlagsChanged: jest.fn(), onDown: jest.fn() };
    const link = openSocketIoLink(events);
    const socket = sockets[sockets.length - 1];
    expect(socket.options).toMatchObject({ path: '/socket.io', transports: ['websocket', 'polling'], reconnection: false, forceNew: true });

    socket.handlers.get('connect')?.();
    socket.handlers.get('heartbeat')?.({ at: '2025-06-02T04:00:00.000Z' });
    socket.handlers.get('flags.changed')?.({ phaseId: 'phase-1', flags: {}, version: 2 });
    socket.handlers.get('connect_error')?.(new Error('refused'));
    socket.handlers.get('disconnect')?.('transport close');
    // Our own disconnect is not a channel error.
    socket.handlers.get('disconnect')?.('io client disconnect');
    expect(events.onOpen).toHaveBeenCalledTimes(1);
    expect(events.onHeartbeat).toHaveBeenCalledTimes(1);
    expect(events.onFlagsChanged).toHaveBeenCalledTimes(1);
    expect(events.onDown).toHaveBeenCalledTimes(2);

    link.close();
    expect(socket.off).toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalled();
  });
});
