import { Agent, request } from 'node:http';

export type OpenLoopResult = {
  sent: number;
  answered: number;
  failed: number;
  perSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** The answers slower than `slowMs`: when each was due (ms after the step began) and how long it took. */
  slow: { dueAtMs: number; latencyMs: number }[];
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * An open-loop load: one POST every 1/rate seconds, evenly spaced, whatever the server is doing
 * (a closed loop, or autocannon's per-second quotas, sends in bursts and hides queueing). Each
 * latency is measured from the moment the request was due, so a server falling behind shows up
 * in the figures instead of slowing the load down (no coordinated omission).
 */
export async function openLoop(url: string, ratePerSecond: number, seconds: number, body: () => string, slowMs = 100): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const target = new URL(url);
  const latencies: number[] = [];
  const slow: OpenLoopResult['slow'] = [];
  let failed = 0;
  const total = Math.round(ratePerSecond * seconds);
  const intervalMs = 1000 / ratePerSecond;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const payload = body();
    inFlight.push(
      new Promise<void>((resolve) => {
        const req = request(
          { agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }, timeout: 30_000 },
          (res) => {
            res.resume();
            res.on('end', () => {
              const latency = performance.now() - due;
              if (res.statusCode && res.statusCode < 300) latencies.push(latency);
              else failed += 1;
              if (latency > slowMs) slow.push({ dueAtMs: Math.round(due - started), latencyMs: Math.round(latency) });
              resolve();
            });
          },
        );
        req.on('error', () => {
          failed += 1;
          resolve();
        });
        req.end(payload);
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return { sent: total, answered: latencies.length, failed, perSecond: latencies.length / elapsed, latencyP50: Math.round(percentile(sorted, 50)), latencyP99: Math.round(percentile(sorted, 99)), slow };
}
