/**
 * Tells the other tabs of this browser when the person signs out or another person signs in,
 * so no tab keeps showing an account that is no longer there. BroadcastChannel never leaves
 * the browser; where it is missing (very old browsers) each tab finds out at its next refresh.
 */
export type AuthMessage = { type: 'signed-out' } | { type: 'signed-in'; userId: string };

const CHANNEL = 'blueprint-vault-auth';

export type AuthChannel = { post: (message: AuthMessage) => void; close: () => void };

export function openAuthChannel(onMessage: (message: AuthMessage) => void): AuthChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<AuthMessage>) => {
    const message = event.data;
    if (message?.type === 'signed-out' || (message?.type === 'signed-in' && typeof message.userId === 'string')) onMessage(message);
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}
