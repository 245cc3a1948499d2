/** What a browser is told when an admin changes flags: enough to know its copy is stale. */
export type FlagsChangedPush = { phaseId: string; flags: Record<string, boolean>; version: number };

/** Socket.io path on the gateway's origin. */
export const REALTIME_PATH = '/socket.io';

/** Server -> browser socket.io events; the gateway emits exactly these. */
export type ServerToClientEvents = {
  'flags.changed': (change: FlagsChangedPush) => void;
  /** Sent on connect and then every few seconds: silence tells the client its link is stale. */
  heartbeat: (beat: { at: string }) => void;
};
export type ClientToServerEvents = Record<string, never>;
