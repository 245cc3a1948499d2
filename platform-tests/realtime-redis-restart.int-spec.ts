import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type ClientToServerEvents, type FlagsChangedPush, type ServerToClientEvents } from '@bv/contracts';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { call } from './auth-client';
import { startPlatform, type Platform } from './harness';
import { ensureRedisRunning, stopRedisLosingEverything } from './redis-server';
import { enrolTotp } from './test-accounts';

jest.setTimeout(120_000);

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Issue 20: socket pushes across gateway instances go through Redis, and resume when it returns. */
describe('realtime flag pushes after a Redis restart', () => {
  let platform: Platform;
  let gateways: { url: string; redisReady: () => boolean }[];
  let adminToken: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    platform = await startPlatform([identityService, flagsService, gatewayService], { RATE_LIMIT_PER_MINUTE: '100000' });
    const second = await platform.startAnother('gateway');
    gateways = [platform.services.gateway, second].map((g) => ({ url: g.url, redisReady: () => g.infra.redis?.status === 'ready' }));
    const email = `realtime-redis-${randomUUID().slice(0, 8)}@example.sg`;
    const password = 'harbour lights over marina bay';
    const { body } = await call(`${gateways[0].url}/api/v1/auth/sign-up`, { body: { email, password, name: 'Ops' } });
    const identity = platform.schemaOf('identity');
    await platform.db.query(`UPDATE "${identity}".users SET email_verified_at = now() WHERE email = $1`, [email]);
    await platform.db.query(`INSERT INTO "${identity}".user_roles (user_id, role) VALUES ($1, 'admin')`, [body.userId]);
    const signedIn = (await call(`${gateways[0].url}/api/v1/auth/sign-in`, { body: { email, password } })).body.accessToken as string;
    adminToken = (await enrolTotp(gateways[0].url, signedIn, password)).token;
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await ensureRedisRunning();
    await platform?.stop();
  });

  const connect = (url: string) =>
    new Promise<Client>((resolve, reject) => {
      const client: Client = io(url, { path: REALTIME_PATH, transports: ['websocket'], reconnection: true, forceNew: true });
      client.once('connect', () => resolve(client));
      client.once('connect_error', reject);
      clients.push(client);
    });

  const pushWith = (client: Client, on: boolean) =>
    new Promise<FlagsChangedPush>((resolve) => {
      client.on('flags.changed', (change) => {
        if (change.flags.roi_calculator === on) resolve(change);
      });
    });

  it('delivers a change to browsers on both gateways once Redis is back', async () => {
    const connected = await Promise.all(gateways.map((g) => connect(g.url)));

    await stopRedisLosingEverything();
    await ensureRedisRunning();
    for (let i = 0; i < 100 && !gateways.every((g) => g.redisReady()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(gateways.map((g) => g.redisReady())).toEqual([true, true]);
    // The adapter's subscriber connection resubscribes as it reconnects; give it a moment after "ready".
    await new Promise((r) => setTimeout(r, 500));

    const received = connected.map((client) => pushWith(client, true));
    const changed = await call(`${gateways[1].url}/api/v1/admin/flags`, { method: 'PUT', body: { flags: { roi_calculator: true } }, bearer: adminToken });
    expect(changed.status).toBe(200);
    const pushes = await Promise.race([
      Promise.all(received),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('a browser got no push within 10 s of the change')), 10_000)),
    ]);
    for (const push of pushes) expect(push).toMatchObject({ phaseId: 'phase-1', version: changed.body.version });
    await call(`${gateways[1].url}/api/v1/admin/flags`, { method: 'PUT', body: { flags: { roi_calculator: false } }, bearer: adminToken });
  });
});
