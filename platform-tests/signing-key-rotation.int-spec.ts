import { randomUUID } from 'node:crypto';
import { call, waitFor } from '@bv/testing';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { tapEvents, type EventTap } from './event-tap';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(60_000);

const PASSWORD = 'harbour lights over marina bay';
const kidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).kid as string;

/** Keys rotate on their own, and tokens signed just before still verify during the overlap. */
describe('scheduled signing-key rotation', () => {
  let platform: Platform;
  let published: EventTap;
  let api: string;
  const keys = () => `"${platform.schemaOf('identity')}".signing_keys`;
  const activeKid = async () => (await platform.db.query(`SELECT kid FROM ${keys()} WHERE state = 'active'`)).rows[0]?.kid as string;

  beforeAll(async () => {
    // About 3 seconds per key, checked every quarter second.
    platform = await startPlatform([identityService, gatewayService], { SIGNING_KEY_ROTATION_DAYS: '0.000035', SIGNING_KEY_CHECK_MS: '250', RATE_LIMIT_PER_MINUTE: '10000' });
    api = `${platform.services.gateway.url}/api/v1/auth`;
    published = await tapEvents(platform.runId);
  });
  afterAll(async () => {
    await published?.close();
    await platform?.stop();
  });

  async function signIn(): Promise<string> {
    const email = `rotation-${randomUUID().slice(0, 8)}@example.sg`;
    expect((await call(`${api}/sign-up`, { body: { email, password: PASSWORD, name: 'Lee Mei' } })).status).toBe(201);
    const [event] = await published.rows('user.verification_requested', (p) => p.email === email);
    await call(`${api}/verify-email`, { body: { token: new URL(event.envelope.payload.verifyUrl).searchParams.get('verify') } });
    const session = await call(`${api}/sign-in`, { body: { email, password: PASSWORD } });
    expect(session.status).toBe(200);
    return session.body.accessToken as string;
  }

  it('rotates the active key once it is older than the period; old and new tokens both verify at the gateway', async () => {
    const before = await signIn();
    const oldKid = kidOf(before);
    await waitFor(activeKid, (kid) => kid !== undefined && kid !== oldKid, 15_000, 'a scheduled rotation');
    const [{ state }] = (await platform.db.query(`SELECT state FROM ${keys()} WHERE kid = $1`, [oldKid])).rows;
    expect(state).toBe('retired');

    const after = await signIn();
    expect(kidOf(after)).not.toBe(oldKid);
    expect((await call(`${api}/me`, { bearer: before })).status).toBe(200);
    expect((await call(`${api}/me`, { bearer: after })).status).toBe(200);
  });

  it('deletes retired keys long past the access-token lifetime', async () => {
    await waitFor(async () => (await platform.db.query(`SELECT kid FROM ${keys()} WHERE state = 'retired'`)).rows, (rows) => rows.length > 0, 15_000, 'a retired key');
    const [{ kid }] = (await platform.db.query(`SELECT kid FROM ${keys()} WHERE state = 'retired' ORDER BY retired_at LIMIT 1`)).rows;
    await platform.db.query(`UPDATE ${keys()} SET retired_at = now() - interval '3 days' WHERE kid = $1`, [kid]);
    await waitFor(async () => (await platform.db.query(`SELECT 1 FROM ${keys()} WHERE kid = $1`, [kid])).rows.length, (n) => n === 0, 10_000, 'the old key deleted');
    expect(await activeKid()).toBeDefined();
  });
});
