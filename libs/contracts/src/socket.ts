import type { FlagsSnapshot } from './flags';

/** Server -> browser socket.io events; the gateway emits exactly these. */
export type ServerToClientEvents = {
  'flags.changed': (snapshot: FlagsSnapshot) => void;
  heartbeat: (beat: { at: string }) => void;
};
export type ClientToServerEvents = Record<string, never>;
