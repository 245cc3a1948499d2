import type { LogEntry } from '../logging/log-entry';

/** docs/product-rules.md, "Client logs": the logs endpoint sits outside /api/v1. */
export const CLIENT_LOGS_URL = '/api/logs';

/**
 * Sends a batch; resolves true only when the gateway took it. `keepalive` lets the last
 * batch leave while the page is being closed.
 */
export async function sendClientLogs(logs: readonly LogEntry[], keepalive = false): Promise<boolean> {
  try {
    const response = await fetch(CLIENT_LOGS_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ logs }),
      keepalive,
    });
    // A 400 would be refused again; dropping it keeps one bad entry from blocking the rest.
    return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
  } catch {
    return false;
  }
}
