import type { ClientToServerEvents, REALTIME_PATH, ServerToClientEvents } from '@bv/contracts';
import { io, type Socket } from 'socket.io-client';
import type { OpenLink } from './realtime-store';

// A value import from @bv/contracts would bring zod into this chunk; the type keeps the two equal.
const SOCKET_PATH: typeof REALTIME_PATH = '/socket.io';

/**
 * One socket.io connection to the gateway on the page's own origin. Reconnection is the store's
 * job (the spec's schedule), so socket.io's is off and every attempt is a new connection.
 * WebSocket first; long-polling when a proxy refuses the upgrade.
 */
export const openSocketIoLink: OpenLink = (events) => {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnection: false,
    forceNew: true,
  });
  socket.on('connect', events.onOpen);
  socket.on('heartbeat', events.onHeartbeat);
  socket.on('flags.changed', events.onFlagsChanged);
  socket.on('connect_error', events.onDown);
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') events.onDown();
  });
  return {
    close: () => {
      socket.off();
      socket.disconnect();
    },
  };
};
