import { ensureRedisRunning, stopRedisLosingEverything, waitFor } from '@bv/testing';
import { realtimeClients, roiCalculatorPush, setRoiCalculator, twoGatewayPlatform, type TwoGateways } from './realtime-fixtures';

jest.setTimeout(120_000);

/** Issue 20: socket pushes across gateway instances go through Redis, and resume when it returns. */
describe('realtime flag pushes after a Redis restart', () => {
  let setup: TwoGateways;
  const clients = realtimeClients({ reconnection: true });

  beforeAll(async () => {
    setup = await twoGatewayPlatform();
  });
  afterAll(async () => {
    clients.disconnectAll();
    await ensureRedisRunning();
    await setup?.platform.stop();
  });

  it('delivers a change to browsers on both gateways once Redis is back', async () => {
    const urls = setup.gateways.map((g) => g.url);
    const connected = await Promise.all(urls.map((url) => clients.connect(url)));

    await stopRedisLosingEverything();
    await ensureRedisRunning();
    const redisStatus = async () => setup.gateways.map((g) => g.infra.redis?.status);
    await waitFor(redisStatus, (status) => status.every((s) => s === 'ready'), 10_000, 'both gateways’ Redis connections');
    // The adapter's subscriber connection resubscribes as it reconnects; give it a moment after "ready".
    await new Promise((r) => setTimeout(r, 500));

    const received = connected.map((client) => roiCalculatorPush(client, true));
    const changed = await setRoiCalculator(urls[1], setup.adminToken, true);
    expect(changed.status).toBe(200);
    const pushes = await Promise.race([
      Promise.all(received),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('a browser got no push within 10 s of the change')), 10_000)),
    ]);
    for (const push of pushes) expect(push).toMatchObject({ phaseId: 'phase-1', version: changed.body.version });
    await setRoiCalculator(urls[1], setup.adminToken, false);
  });
});
