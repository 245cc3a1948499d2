import { defaultInternalPort } from '@bv/service-kit';

/** The services the status page reports on, in the order it lists them. */
export const STATUS_SERVICES = ['identity', 'billing', 'assessments', 'sharing', 'notifications', 'flags'] as const;
export type StatusServiceName = (typeof STATUS_SERVICES)[number];

/**
 * The internal ports (HTTP_PORT + 6000) of a local `npm start` (README): readiness is not on
 * the public port in production. k8s and docker-compose set SERVICE_HEALTH_URLS to their own addresses.
 */
export const DEFAULT_SERVICE_HEALTH_URLS = STATUS_SERVICES.map((name, i) => `${name}=http://127.0.0.1:${defaultInternalPort(3101 + i)}/health/ready`).join(',');

/**
 * `name=url,name=url`: every service named exactly once, every url http(s). Returns the map or
 * the problems, so the config schema can name what is wrong at boot.
 */
export function parseServiceHealthUrls(raw: string): { ok: true; urls: Record<StatusServiceName, string> } | { ok: false; problems: string[] } {
  const urls: Partial<Record<StatusServiceName, string>> = {};
  const problems: string[] = [];
  for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim() as StatusServiceName;
    const url = part.slice(eq + 1).trim();
    if (eq <= 0 || !STATUS_SERVICES.includes(name)) problems.push(`unknown service in "${part}"`);
    else if (urls[name]) problems.push(`${name} is listed twice`);
    else if (!/^https?:\/\/[^\s/]+/.test(url)) problems.push(`${name}: "${url}" is not an http(s) URL`);
    else urls[name] = url;
  }
  for (const name of STATUS_SERVICES) if (!urls[name] && !problems.some((p) => p.startsWith(name))) problems.push(`${name} is missing`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, urls: urls as Record<StatusServiceName, string> };
}
