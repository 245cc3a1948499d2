import { call, waitFor } from '@bv/testing';
import { realtimeClients, roiCalculatorPush, setRoiCalculator, twoGatewayPlatform, type TwoGateways } from './realtime-fixtures';

jest.setTimeout(120_000);

const CLIENTS = 200;

/** An admin's flag change reaches every browser, whichever gateway instance it is connected to. */
describe('realtime flag pushes across two gateway instances', () => {
  let setup: TwoGateways;
  let gateways: string[];
  const clients = realtimeClients({ reconnection: false });

  beforeAll(async () => {
    setup = await twoGatewayPlatform({ REALTIME_HEARTBEAT_MS: '200' });
    gateways = setup.gateways.map((g) => g.url);
  });
  afterAll(async () => {
    clients.disconnectAll();
    await setup?.platform.stop();
  });

  it('delivers one admin change to all 200 clients split between the gateways', async () => {
    const connected = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => clients.connect(gateways[i % 2])));
    const received = connected.map((client) => roiCalculatorPush(client, true));
    const changed = await setRoiCalculator(gateways[1], setup.adminToken, true);
    expect(changed.status).toBe(200);

    const pushes = await Promise.all(received);
    expect(pushes).toHaveLength(CLIENTS);
    for (const push of pushes) expect(push).toEqual({ phaseId: 'phase-1', flags: expect.objectContaining({ roi_calculator: true }), version: changed.body.version });
    // Browsers re-read GET /flags on a push: both gateways answer the new snapshot from memory at once
    // (whichever consumed the event tells the other through the Redis adapter), never a minute late.
    for (const gateway of gateways) {
      const flags = await waitFor(() => call(`${gateway}/api/v1/flags`), (r) => r.body.version === changed.body.version, 3_000, `the new flags on ${gateway}`);
      expect(flags.body).toMatchObject({ flags: { roi_calculator: true } });
    }
    // Once more through the same gateway: the shared queue hands this event to the other instance, or not.
    const back = await setRoiCalculator(gateways[1], setup.adminToken, false);
    for (const gateway of gateways) {
      const flags = await waitFor(() => call(`${gateway}/api/v1/flags`), (r) => r.body.version === back.body.version, 3_000, `the flags turned back on ${gateway}`);
      expect(flags.body).toMatchObject({ flags: { roi_calculator: false } });
    }
  });

  it('pushes each change once to each browser, though both the admin\'s gateway and the event\'s consumer announce it', async () => {
    const connected = await Promise.all(Array.from({ length: 20 }, (_, i) => clients.connect(gateways[i % 2])));
    const seen = connected.map(() => [] as number[]);
    connected.forEach((client, i) => client.on('flags.changed', (change) => seen[i].push(change.version)));
    const changed = await setRoiCalculator(gateways[0], setup.adminToken, true);
    await waitFor(async () => seen, (all) => all.every((versions) => versions.includes(changed.body.version as number)), 3_000, 'the push at every client');
    // Time for flags.changed to travel through the relay and the broker to whichever gateway consumes it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const versions of seen) expect(versions.filter((v) => v === changed.body.version)).toHaveLength(1);
    await setRoiCalculator(gateways[0], setup.adminToken, false);
  });

  it('sends heartbeats so a client can tell a live link from a stale one', async () => {
    const client = await clients.connect(gateways[1]);
    const beats: string[] = [];
    client.on('heartbeat', (beat) => beats.push(beat.at));
    await new Promise((r) => setTimeout(r, 700));
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(Number.isNaN(Date.parse(beats[0]))).toBe(false);
  });
});
