import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HealthChecks } from './health';
import { HEALTH_PATHS } from './tokens';

export type InternalHttp = { port: number; close: () => Promise<void> };

/** 0 (tests) stays 0: the OS picks a free port, as it does for HTTP_PORT. */
export function defaultInternalPort(httpPort: number): number {
  return httpPort === 0 ? 0 : httpPort + 6000;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * Probes and the Prometheus scrape on a port of their own, which the ingress and the public
 * Service never route to: what is down and how busy a process is stays inside the cluster.
 */
export async function startInternalHttp(checks: HealthChecks, host: string, port: number): Promise<InternalHttp> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET') return send(res, 405, 'text/plain', 'Method Not Allowed');
    if (path === HEALTH_PATHS.live) return send(res, 200, 'application/json', JSON.stringify({ status: 'ok' }));
    if (path === HEALTH_PATHS.ready) {
      checks.ready().then(
        ({ ok, body }) => send(res, ok ? 200 : 503, 'application/json', JSON.stringify(body)),
        () => send(res, 503, 'application/json', JSON.stringify({ status: 'unavailable' })),
      );
      return;
    }
    if (path === HEALTH_PATHS.metrics) {
      checks.scrape().then(
        (text) => send(res, 200, 'text/plain; version=0.0.4', text),
        () => send(res, 500, 'text/plain', 'metrics unavailable'),
      );
      return;
    }
    send(res, 404, 'text/plain', 'Not Found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
