/** What a browser is told when an admin changes flags: enough to know its copy is stale. */
export type FlagsChangedPush = { phaseId: string; flags: Record<string, boolean>; version: number };

/** What a founder's tabs are told when a room's evidence changed (docs/product-rules.md, "Evidence-linked readiness"). */
export type EvidenceChangedPush = { roomId: string };

/** Socket.io path on the gateway's origin. */
export const REALTIME_PATH = '/socket.io';

/** Server -> browser socket.io events; the gateway emits exactly these. */
export type ServerToClientEvents = {
  'flags.changed': (change: FlagsChangedPush) => void;
  /** To the founder's own signed-in tabs: a room's checklist evidence changed; re-read readiness. */
  'evidence.changed': (change: EvidenceChangedPush) => void;
  /** Sent on connect and then every few seconds: silence tells the client its link is stale. */
  heartbeat: (beat: { at: string }) => void;
};
export type ClientToServerEvents = Record<string, never>;
