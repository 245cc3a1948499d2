import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(60_000);

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.text() };
};

/**
 * Readiness details, metrics and the API description are for the cluster, not the internet:
 * in production they are served on the internal port only; the public port keeps liveness.
 */
describe('a production service and gateway', () => {
  let platform: Platform;

  beforeAll(async () => {
    // Production refuses the published development key that signs upload-part URLs.
    platform = await startPlatform([flagsService, gatewayService], { NODE_ENV: 'production', OBJECT_STORE_SIGNING_SECRET: 'a-production-object-store-signing-key' });
  });
  afterAll(() => platform?.stop());

  it.each(['flags', 'gateway'])('%s serves /health/ready and /metrics on the internal port only', async (name) => {
    const service = platform.services[name];
    expect(service.internalUrl).not.toBe(service.url);

    const publicReady = await get(`${service.url}/health/ready`);
    const publicMetrics = await get(`${service.url}/metrics`);
    expect(publicReady.status).not.toBe(200);
    expect(publicReady.body).not.toContain('"checks"');
    expect(publicMetrics.status).not.toBe(200);
    expect(publicMetrics.body).not.toContain('bv_http_requests_total');
    expect(await get(`${service.url}/health/live`)).toMatchObject({ status: 200 });

    const ready = await get(`${service.internalUrl}/health/ready`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ok', checks: { broker: 'up' } });
    expect((await get(`${service.internalUrl}/metrics`)).body).toContain('bv_http_requests_total');
    expect(await get(`${service.internalUrl}/health/live`)).toMatchObject({ status: 200 });
  });

  it('does not publish the API description on the public port', async () => {
    const gateway = platform.services.gateway.url;
    for (const path of ['/api/docs', '/api/docs/openapi.json']) {
      const res = await get(`${gateway}${path}`);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('Blueprint Vault API');
    }
  });
});
