import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type ClientToServerEvents, type FlagsChangedPush, type ServerToClientEvents } from '@bv/contracts';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { call } from './auth-client';
import { startPlatform, waitFor, type Platform } from './harness';
import { enrolTotp } from './test-accounts';

jest.setTimeout(120_000);

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const CLIENTS = 200;

/** An admin's flag change reaches every browser, whichever gateway instance it is connected to. */
describe('realtime flag pushes across two gateway instances', () => {
  let platform: Platform;
  let gateways: string[];
  let adminToken: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    platform = await startPlatform([identityService, flagsService, gatewayService], { RATE_LIMIT_PER_MINUTE: '100000', REALTIME_HEARTBEAT_MS: '200' });
    const second = await platform.startAnother('gateway');
    gateways = [platform.services.gateway.url, second.url];
    const email = `realtime-admin-${randomUUID().slice(0, 8)}@example.sg`;
    const password = 'harbour lights over marina bay';
    const { body } = await call(`${gateways[0]}/api/v1/auth/sign-up`, { body: { email, password, name: 'Ops' } });
    const identity = platform.schemaOf('identity');
    await platform.db.query(`UPDATE "${identity}".users SET email_verified_at = now() WHERE email = $1`, [email]);
    await platform.db.query(`INSERT INTO "${identity}".user_roles (user_id, role) VALUES ($1, 'admin')`, [body.userId]);
    const signedIn = (await call(`${gateways[0]}/api/v1/auth/sign-in`, { body: { email, password } })).body.accessToken as string;
    adminToken = (await enrolTotp(gateways[0], signedIn, password)).token;
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await platform?.stop();
  });

  const connect = (url: string) =>
    new Promise<Client>((resolve, reject) => {
      const client: Client = io(url, { path: REALTIME_PATH, transports: ['websocket'], reconnection: false, forceNew: true });
      client.once('connect', () => resolve(client));
      client.once('connect_error', reject);
      clients.push(client);
    });

  it('delivers one admin change to all 200 clients split between the gateways', async () => {
    const connected = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => connect(gateways[i % 2])));
    const received = connected.map(
      (client) =>
        new Promise<FlagsChangedPush>((resolve) => {
          client.on('flags.changed', (change) => {
            if (change.flags.roi_calculator === true) resolve(change);
          });
        }),
    );
    const changed = await call(`${gateways[1]}/api/v1/admin/flags`, { method: 'PUT', body: { flags: { roi_calculator: true } }, bearer: adminToken });
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
    const back = await call(`${gateways[1]}/api/v1/admin/flags`, { method: 'PUT', body: { flags: { roi_calculator: false } }, bearer: adminToken });
    for (const gateway of gateways) {
      const flags = await waitFor(() => call(`${gateway}/api/v1/flags`), (r) => r.body.version === back.body.version, 3_000, `the flags turned back on ${gateway}`);
      expect(flags.body).toMatchObject({ flags: { roi_calculator: false } });
    }
  });

  it('sends heartbeats so a client can tell a live link from a stale one', async () => {
    const client = await connect(gateways[1]);
    const beats: string[] = [];
    client.on('heartbeat', (beat) => beats.push(beat.at));
    await new Promise((r) => setTimeout(r, 700));
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(Number.isNaN(Date.parse(beats[0]))).toBe(false);
  });
});
