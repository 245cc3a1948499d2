import { Inject, Injectable, Optional } from '@nestjs/common';
import { CONFIG } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { parseServiceHealthUrls, STATUS_SERVICES, type StatusServiceName } from './service-health-urls';
import { overallStatus, type ComponentStatus, type ServiceStatus, type StatusReport } from './service-status';

const PROBE_TIMEOUT_MS = 2_000;
/** The page is public: repeated visits within this window share one round of probes. */
const CACHE_MS = 5_000;

/** Tests replace the HTTP probe through this token. */
export const STATUS_PROBE = Symbol('STATUS_PROBE');

export type Probe = (url: string, timeoutMs: number) => Promise<{ ok: boolean; body: unknown }>;

/** Calls a readiness URL; a 503 still carries the service's checks, so the body is read either way. */
export const httpProbe: Probe = async (url, timeoutMs) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  const body: unknown = await res.json().catch(() => undefined);
  return { ok: res.ok, body };
};

function checksOf(body: unknown): Record<string, ComponentStatus> {
  const checks = (body as { checks?: unknown } | undefined)?.checks;
  if (!checks || typeof checks !== 'object') return {};
  const out: Record<string, ComponentStatus> = {};
  for (const [key, value] of Object.entries(checks)) if (value === 'up' || value === 'down') out[key] = value;
  return out;
}

@Injectable()
export class StatusService {
  private readonly urls: Record<StatusServiceName, string>;
  private cached?: { at: number; report: Promise<StatusReport> };

  constructor(
    @Inject(CONFIG) config: Pick<GatewayConfig, 'SERVICE_HEALTH_URLS'>,
    @Optional() @Inject(STATUS_PROBE) private readonly probe: Probe = httpProbe,
  ) {
    const parsed = parseServiceHealthUrls(config.SERVICE_HEALTH_URLS);
    // The config schema already refused a bad value at boot; this only narrows the type.
    if (!parsed.ok) throw new Error(`SERVICE_HEALTH_URLS: ${parsed.problems.join('; ')}`);
    this.urls = parsed.urls;
  }

  report(now: () => number = Date.now): Promise<StatusReport> {
    const at = now();
    if (!this.cached || at - this.cached.at >= CACHE_MS) this.cached = { at, report: this.probeAll(now) };
    return this.cached.report;
  }

  private async probeAll(now: () => number): Promise<StatusReport> {
    const probed = await Promise.all(STATUS_SERVICES.map((name) => this.probeOne(name, now)));
    // The gateway answering this request is itself the proof that it is up.
    const services: ServiceStatus[] = [{ name: 'gateway', status: 'up', latencyMs: 0, checks: {} }, ...probed];
    return { status: overallStatus(services), checkedAt: new Date(now()).toISOString(), services };
  }

  private async probeOne(name: StatusServiceName, now: () => number): Promise<ServiceStatus> {
    const started = now();
    try {
      const { ok, body } = await this.probe(this.urls[name], PROBE_TIMEOUT_MS);
      return { name, status: ok ? 'up' : 'down', latencyMs: Math.max(0, now() - started), checks: checksOf(body) };
    } catch {
      return { name, status: 'down', latencyMs: null, checks: {} };
    }
  }
}
