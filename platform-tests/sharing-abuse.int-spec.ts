import { randomBytes } from 'node:crypto';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { sharingService } from '../apps/sharing/src/service';
import { startPlatform, type Platform } from './harness';
import { ownerWithOutputs, visitor, type Member } from './sharing-fixtures';

jest.setTimeout(240_000);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

describe('sharing under load and abuse', () => {
  let platform: Platform;
  let owner: Member & { outputs: { id: string; outputType: string }[] };
  let open: ReturnType<typeof visitor>;
  const sharing = () => `"${platform.schemaOf('sharing')}"`;
  let clients = 0;
  /** A fresh client address per call (the gateway trusts X-Forwarded-For in this run). */
  const nextIp = () => {
    clients += 1;
    return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  };

  beforeAll(async () => {
    platform = await startPlatform([identityService, flagsService, billingService, assessmentsService, sharingService, gatewayService], {
      RATE_LIMIT_PER_MINUTE: '100000',
      OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
      TRUST_PROXY: '127.0.0.1',
    });
    owner = await ownerWithOutputs(platform);
    open = visitor(platform);
  });
  afterAll(() => platform?.stop());

  const share = async (body: Record<string, unknown> = {}) => {
    const created = await owner.api('/shares', { body: { outputId: owner.outputs[0].id, title: 'Seed deck', isPublic: true, notifyOnView: false, ...body } });
    expect(created.status).toBe(201);
    return created.body as { id: string; token: string };
  };

  it('counts 100 parallel views exactly, each with its own view number', async () => {
    const created = await share();
    const answers = await Promise.all(Array.from({ length: 100 }, () => open(`/${created.token}/content`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(100);
    const { rows } = await platform.db.query(`SELECT view_count, last_viewed_at FROM ${sharing()}.shares WHERE id = $1`, [created.id]);
    expect(rows[0].view_count).toBe(100);
    expect((await platform.db.query(`SELECT count(*)::int AS n FROM ${sharing()}.share_views WHERE share_id = $1`, [created.id])).rows[0].n).toBe(100);
    const events = await platform.db.query(`SELECT envelope->'payload'->>'viewCount' AS n FROM ${sharing()}.outbox WHERE envelope->'payload'->>'shareId' = $1`, [created.id]);
    expect(events.rows.map((r) => Number(r.n)).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('never lets parallel views pass the cap', async () => {
    const created = await share({ maxViews: 40 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => open(`/${created.token}/content`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(40);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(60);
    const { rows } = await platform.db.query(`SELECT view_count FROM ${sharing()}.shares WHERE id = $1`, [created.id]);
    expect(rows[0].view_count).toBe(40);
  });

  it('refuses the 11th wrong password from a client (429) and still lets another client in', async () => {
    const created = await share({ password: 'merlion-2025' });
    const attacker = nextIp();
    for (let i = 0; i < 10; i++) {
      const wrong = await open(`/${created.token}/access`, { body: { password: `guess-${i}` }, ip: attacker });
      expect([wrong.status, wrong.body.error.message]).toEqual([401, 'Incorrect password']);
    }
    const eleventh = await open(`/${created.token}/access`, { body: { password: 'guess-10' }, ip: attacker });
    expect([eleventh.status, eleventh.body.error.code]).toEqual([429, 'SHARING.TOO_MANY_ATTEMPTS']);
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(eleventh.headers.get('referrer-policy')).toBe('no-referrer');
    // The blocked client is blocked even with the right password; everyone else is not.
    expect((await open(`/${created.token}/access`, { body: { password: 'merlion-2025' }, ip: attacker })).status).toBe(429);
    const friend = await open(`/${created.token}/access`, { body: { password: 'merlion-2025' }, ip: nextIp() });
    expect(friend.status).toBe(200);
    expect((await open(`/${created.token}/content`, { grant: friend.body.grant })).status).toBe(200);
    // The limit is per link: the same client may still open another one.
    const other = await share({ password: 'kaya-toast' });
    expect((await open(`/${other.token}/access`, { body: { password: 'kaya-toast' }, ip: attacker })).status).toBe(200);
    // And nothing identifying is kept: counters are keyed by hashes.
    expect(JSON.stringify((await platform.db.query(`SELECT * FROM ${sharing()}.rate_counters`)).rows)).not.toContain(attacker);
  });

  it('lets no more than 10 of 30 parallel guesses through to the password check', async () => {
    const created = await share({ password: 'merlion-2025' });
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => open(`/${created.token}/access`, { body: { password: `guess-${i}` }, ip })));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
  });

  it('answers a wrong token, an expired link and a wrong password in the same time', async () => {
    const target = await share({ password: 'merlion-2025' });
    const expired = await share({ password: 'merlion-2025' });
    await platform.db.query(`UPDATE ${sharing()}.shares SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.id]);
    const timed = async (path: string, init: Parameters<typeof open>[1]) => {
      const started = process.hrtime.bigint();
      const res = await open(path, init);
      return { status: res.status, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    const attempt = (token: string) => timed(`/${token}/access`, { body: { password: 'not-the-password' }, ip: nextIp() });
    const kinds = {
      wrongToken: () => attempt(randomBytes(24).toString('base64url')),
      expired: () => attempt(expired.token),
      wrongPassword: () => attempt(target.token),
      // The yardstick: a public call that runs no Argon2 verify, i.e. what a skipped check would look like.
      noVerify: () => timed(`/${randomBytes(24).toString('base64url')}`, {}),
    };
    type Kind = keyof typeof kinds;
    const names = Object.keys(kinds) as Kind[];
    for (let i = 0; i < 5; i++) for (const kind of names) await kinds[kind]();
    // Rounds in shuffled order; differences within a round cancel the drift of a busy machine.
    const rounds: Record<Kind, number>[] = [];
    const statuses = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const round = {} as Record<Kind, number>;
      for (const kind of [...names].sort(() => Math.random() - 0.5)) {
        const { status, ms } = await kinds[kind]();
        statuses.add(`${kind}:${status}`);
        round[kind] = ms;
      }
      rounds.push(round);
    }
    expect([...statuses].sort()).toEqual(['expired:404', 'noVerify:404', 'wrongPassword:401', 'wrongToken:404']);
    const gap = (kind: Kind) => median(rounds.map((r) => r[kind] - r.wrongPassword));
    const verifyCost = -gap('noVerify');
    const gaps = { wrongToken: gap('wrongToken'), expired: gap('expired') };
    process.stdout.write(`share access: one verify ${verifyCost.toFixed(1)} ms; median gaps to a wrong password ${JSON.stringify(Object.fromEntries(Object.entries(gaps).map(([k, v]) => [k, Number(v.toFixed(1))])))} ms\n`);
    // A skipped verify would stand out by the whole verify cost; the paths differ by a small part of it.
    expect(verifyCost).toBeGreaterThan(5);
    for (const [kind, ms] of Object.entries(gaps)) expect({ kind, usable: Math.abs(ms) > Math.max(2, verifyCost * 0.25) }).toEqual({ kind, usable: false });
  });
});
