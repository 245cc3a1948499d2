import type { StatusServiceName } from './service-health-urls';

export type ComponentStatus = 'up' | 'down';
export type OverallStatus = 'operational' | 'degraded' | 'down';

export type ServiceStatus = {
  name: StatusServiceName | 'gateway';
  status: ComponentStatus;
  /** Round-trip time of the readiness probe; null when it never answered. */
  latencyMs: number | null;
  /** The service's own dependency checks (database, broker, redis) when it answered. */
  checks: Record<string, ComponentStatus>;
};

/** GET /api/v1/status. Apps/web/src/status/status-api.ts mirrors this shape. */
export type StatusReport = { status: OverallStatus; checkedAt: string; services: ServiceStatus[] };

export function overallStatus(services: readonly ServiceStatus[]): OverallStatus {
  const down = services.filter((s) => s.status === 'down').length;
  if (down === 0) return 'operational';
  return down === services.length ? 'down' : 'degraded';
}
