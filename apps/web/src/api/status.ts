import { ApiError, INVALID_RESPONSE_CODE } from './api-error';
import { request } from './request';

// GET /api/v1/status; apps/gateway/src/status/service-status.ts defines the same shape.
export type ComponentStatus = 'up' | 'down';
export type ServiceStatus = { name: string; status: ComponentStatus; latencyMs: number | null; checks: Record<string, ComponentStatus> };
export type StatusReport = { status: 'operational' | 'degraded' | 'down'; checkedAt: string; services: ServiceStatus[] };

function isStatusReport(value: unknown): value is StatusReport {
  const report = value as StatusReport | null;
  return (
    typeof report === 'object' &&
    report !== null &&
    ['operational', 'degraded', 'down'].includes(report.status) &&
    typeof report.checkedAt === 'string' &&
    Array.isArray(report.services) &&
    report.services.every((s) => typeof s?.name === 'string' && (s.status === 'up' || s.status === 'down'))
  );
}

export async function fetchStatus(): Promise<StatusReport> {
  const payload = await request('GET', '/status');
  if (!isStatusReport(payload)) throw new ApiError(200, INVALID_RESPONSE_CODE, 'The server sent an answer this page does not understand.');
  return payload;
}
