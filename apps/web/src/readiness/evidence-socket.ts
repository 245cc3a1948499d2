import type { ClientToServerEvents, EvidenceChangedPush, REALTIME_PATH, ServerToClientEvents } from '@bv/contracts';
import { io, type Socket } from 'socket.io-client';

// A value import from @bv/contracts would bring zod into this chunk; the type keeps the two equal.
const SOCKET_PATH: typeof REALTIME_PATH = '/socket.io';

/**
 * The founder's own pushes: the access token rides in the handshake (read again on every
 * reconnect, so a refreshed token is used). Returns a function that closes the socket.
 */
export function openEvidenceSocket(token: () => string | null, onChange: (push: EvidenceChangedPush) => void): () => void {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    forceNew: true,
    auth: (cb) => cb({ token: token() ?? '' }),
  });
  socket.on('evidence.changed', onChange);
  return () => {
    socket.off();
    socket.disconnect();
  };
}
