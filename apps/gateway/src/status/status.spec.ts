import { configSchema } from '../config';
import { DEFAULT_SERVICE_HEALTH_URLS, parseServiceHealthUrls, STATUS_SERVICES } from './service-health-urls';
import { overallStatus } from './service-status';
import { StatusService, type Probe } from './status.service';

describe('SERVICE_HEALTH_URLS', () => {
  it('defaults to the local internal ports 9101–9106 (readiness is not on the public ports 3101–3106)', () => {
    const parsed = parseServiceHealthUrls(DEFAULT_SERVICE_HEALTH_URLS);
    expect(parsed).toEqual({
      ok: true,
      urls: Object.fromEntries(STATUS_SERVICES.map((name, i) => [name, `http://127.0.0.1:${9101 + i}/health/ready`])),
    });
    expect(configSchema.parse({}).SERVICE_HEALTH_URLS).toBe(DEFAULT_SERVICE_HEALTH_URLS);
  });

  it('names every problem: unknown, repeated, missing and non-http entries', () => {
    const parsed = parseServiceHealthUrls('identity=http://a/health/ready,identity=http://b,billing=ftp://x,ghost=http://g');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual(
      expect.arrayContaining(['identity is listed twice', 'billing: "ftp://x" is not an http(s) URL', 'unknown service in "ghost=http://g"', 'flags is missing']),
    );
    expect(configSchema.safeParse({ SERVICE_HEALTH_URLS: 'identity=http://a' }).success).toBe(false);
  });
});

describe('StatusService', () => {
  const config = { SERVICE_HEALTH_URLS: DEFAULT_SERVICE_HEALTH_URLS };

  it('probes every service, reports its checks and latency, and sums them up', async () => {
    const probe: Probe = async (url) => {
      if (url.includes(':9105')) return { ok: false, body: { status: 'unavailable', checks: { database: 'up', redis: 'down' } } };
      if (url.includes(':9104')) throw new Error('ECONNREFUSED');
      return { ok: true, body: { status: 'ok', checks: { database: 'up', broker: 'up' } } };
    };
    const report = await new StatusService(config, probe).report();
    expect(report.status).toBe('degraded');
    expect(report.services.map((s) => [s.name, s.status])).toEqual([
      ['gateway', 'up'],
      ['identity', 'up'],
      ['billing', 'up'],
      ['assessments', 'up'],
      ['sharing', 'down'],
      ['notifications', 'down'],
      ['flags', 'up'],
    ]);
    expect(report.services.find((s) => s.name === 'notifications')).toMatchObject({ checks: { database: 'up', redis: 'down' }, latencyMs: expect.any(Number) });
    expect(report.services.find((s) => s.name === 'sharing')).toMatchObject({ latencyMs: null, checks: {} });
  });

  it('shares one round of probes between requests within 5 s', async () => {
    const probe = jest.fn<ReturnType<Probe>, Parameters<Probe>>(async () => ({ ok: true, body: {} }));
    const service = new StatusService(config, probe);
    let now = 1_000_000;
    await service.report(() => now);
    now += 4_999;
    await service.report(() => now);
    expect(probe).toHaveBeenCalledTimes(STATUS_SERVICES.length);
    now += 1;
    await service.report(() => now);
    expect(probe).toHaveBeenCalledTimes(STATUS_SERVICES.length * 2);
  });

  it('is operational when all are up and down when none is', () => {
    const s = (status: 'up' | 'down') => ({ name: 'identity' as const, status, latencyMs: 1, checks: {} });
    expect(overallStatus([s('up'), s('up')])).toBe('operational');
    expect(overallStatus([s('down'), s('down')])).toBe('down');
  });
});
