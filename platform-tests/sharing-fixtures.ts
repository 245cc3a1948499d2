import { randomUUID } from 'node:crypto';
import { SAMPLE_FUNDRAISING_INTAKE } from '@bv/domain';
import type { OwnerShare, ShareViewStats } from '@bv/contracts';
import { call, waitFor, type AuthReply } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { sharingService } from '../apps/sharing/src/service';
import { startPlatform, type Platform } from './harness';
import { enrolTotp } from './test-accounts';
import { standInWebBuild } from './stand-in-web-build';

export const PASSWORD = 'harbour lights over marina bay';

/** A built-web stand-in, so /shared/<token> pages are served. */
export function fakeWebDist(): string {
  return standInWebBuild();
}

/** Every service a shared link touches, behind a gateway that serves a stand-in web app at a public https address. */
export function sharingPlatform(): Promise<Platform> {
  return startPlatform([identityService, flagsService, billingService, assessmentsService, sharingService, notificationsService, gatewayService], {
    RATE_LIMIT_PER_MINUTE: '100000',
    OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: 'https://vault.example.sg',
    WEB_DIST_DIR: fakeWebDist(),
  });
}

export type Member = {
  id: string;
  token: string;
  api: (path: string, init?: Parameters<typeof call>[1]) => Promise<AuthReply>;
};

export async function member(platform: Platform, opts: { admin?: boolean } = {}): Promise<Member> {
  const base = `${platform.services.gateway.url}/api/v1`;
  const email = `share-${randomUUID().slice(0, 8)}@example.sg`;
  const { body } = await call(`${base}/auth/sign-up`, { body: { email, password: PASSWORD, name: 'Nurul Huda' } });
  const identity = `"${platform.schemaOf('identity')}"`;
  await platform.db.query(`UPDATE ${identity}.users SET email_verified_at = now() WHERE email = $1`, [email]);
  if (opts.admin) await platform.db.query(`INSERT INTO ${identity}.user_roles (user_id, role) VALUES ($1, 'admin')`, [body.userId]);
  const signedIn = (await call(`${base}/auth/sign-in`, { body: { email, password: PASSWORD } })).body.accessToken as string;
  // Admin routes need a second factor (aal2).
  const token = opts.admin ? (await enrolTotp(platform.services.gateway.url, signedIn, PASSWORD)).token : signedIn;
  return { id: body.userId as string, token, api: (path, init = {}) => call(`${base}${path}`, { ...init, bearer: token }) };
}

/** A member with Pro Vault (a real sandbox purchase) and the three fundraising outputs, known to sharing. */
export async function ownerWithOutputs(platform: Platform): Promise<Member & { outputs: { id: string; outputType: string }[] }> {
  const owner = await member(platform);
  const opened = await owner.api('/billing/checkout', { body: { planType: 'pro', paymentType: 'one_time' } });
  await call(`${platform.services.gateway.url}/api/v1/billing/sandbox/sessions/${String(opened.body.url).replace('/sandbox/checkout/', '')}/pay`, { method: 'POST' });
  await waitFor(() => owner.api('/pitchprep/access'), (r) => r.body.allowed === true, 15_000, 'PitchPrep access');
  const draft = await owner.api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 } });
  const started = await owner.api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
  const run = await waitFor(() => owner.api(`/pitchprep/runs/${started.body.id}`), (r) => r.body.status !== 'running', 30_000, 'the generation run');
  const outputs = run.body.outputs as { id: string; outputType: string }[];
  const sharing = `"${platform.schemaOf('sharing')}"`;
  await waitFor(
    async () => (await platform.db.query(`SELECT count(*)::int AS n FROM ${sharing}.output_snapshots WHERE owner_id = $1`, [owner.id])).rows[0].n as number,
    (n) => n === outputs.length,
    15_000,
    'output snapshots in sharing',
  );
  return { ...owner, outputs };
}

/** The public API as an anonymous browser, optionally from a given client address (the test client is the trusted proxy: TRUST_PROXY=127.0.0.1). */
export function visitor(platform: Platform) {
  const base = `${platform.services.gateway.url}/api/v1/shared`;
  return async (path: string, init: { method?: string; body?: unknown; grant?: string; ip?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.grant) headers['x-share-grant'] = init.grant;
    if (init.ip) headers['x-forwarded-for'] = init.ip;
    const res = await fetch(`${base}${path}`, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const bytes = Buffer.from(await res.arrayBuffer());
    // Files (the PDF) come back as bytes; everything else is JSON.
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, headers: res.headers, body: isJson && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : {}, bytes };
  };
}

export const tokenOf = (url: string) => url.split('/shared/')[1];

type VisitorReply = Awaited<ReturnType<ReturnType<typeof visitor>>>;

/** A browser: keeps the visitor cookie the gateway sets, as a real one would (`ip`: the client address it calls from). */
export function browser(platform: Platform, from: { ip?: string } = {}) {
  const open = visitor(platform);
  let cookie: string | null = null;
  return {
    get cookie() {
      return cookie;
    },
    call: async (path: string, init: Parameters<typeof open>[1] = {}): Promise<VisitorReply> => {
      const reply = await open(path, { ip: from.ip, ...init, headers: { ...init.headers, ...(cookie ? { cookie } : {}) } });
      const set = reply.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      return reply;
    },
  };
}

type Owner = Member & { outputs: { id: string; outputType: string }[] };

/**
 * A describe block's sharing platform and an owner with outputs (booted before its tests, stopped
 * after), with the helpers most sharing specs use.
 */
export function sharingSuite() {
  let platform: Platform;
  let owner: Owner;
  beforeAll(async () => {
    platform = await sharingPlatform();
    owner = await ownerWithOutputs(platform);
  });
  afterAll(() => platform?.stop());
  const deck = () => owner.outputs.find((o) => o.outputType === 'pitch_deck')!;
  return {
    platform: () => platform,
    owner: () => owner,
    deck,
    /** The sharing schema, quoted for SQL. */
    sharing: () => `"${platform.schemaOf('sharing')}"`,
    share: async (body: Record<string, unknown> = {}) => {
      const created = await owner.api('/shares', { body: { outputId: deck().id, title: 'Kopi Cloud seed deck', ...body } });
      expect(created.status).toBe(201);
      return created.body as unknown as OwnerShare;
    },
    stats: async (id: string) => (await owner.api(`/shares/${id}/views?days=7`)).body as unknown as ShareViewStats,
  };
}

/** The code mails in `email`'s local mailbox, newest first (as the visitor would read them). */
async function codeMails(platform: Platform, email: string): Promise<{ id: string; text_body: string }[]> {
  const mailbox = `"${platform.schemaOf('notifications')}".mailbox`;
  return (await platform.db.query(`SELECT id, text_body FROM ${mailbox} WHERE to_address = $1 AND subject = 'Your code to open a shared link' ORDER BY created_at DESC`, [email])).rows;
}

/** Ids of the code mails `email` has now, so `mailedCode` can wait for the next one. */
export const codeMailIds = async (platform: Platform, email: string) => new Set((await codeMails(platform, email)).map((m) => m.id));

/** The one-time code in the first mail to `email` that is not among `seen` (waits for it). */
export async function mailedCode(platform: Platform, email: string, seen: Set<string>): Promise<string> {
  const fresh = await waitFor(
    async () => (await codeMails(platform, email)).find((m) => !seen.has(m.id)),
    (mail) => mail !== undefined,
    20_000,
    `the code mailed to ${email}`,
  );
  return /Code: (\d{6})/.exec(fresh!.text_body)![1];
}

/** Passes a link's e-mail gate as a visitor does: asks for a code, reads it from the mail, sends it back. The grant. */
export async function verifiedGrant(platform: Platform, who: ReturnType<typeof browser>, token: string, email: string, password?: string): Promise<string> {
  const seen = await codeMailIds(platform, email);
  const sent = await who.call(`/${token}/code`, { body: { email, ...(password ? { password } : {}) } });
  expect(sent.status).toBe(200);
  const code = await mailedCode(platform, email, seen);
  const granted = await who.call(`/${token}/access`, { body: { email, code, ...(password ? { password } : {}) } });
  expect(granted.status).toBe(200);
  return granted.body.grant as string;
}

/**
 * The founder's pending daily digest (docs/product-rules.md, "Sharing links"): its mail's values
 * and the tally of one link in it, once notifications has taken that link's views (waits for them).
 */
export async function founderDigestOf(platform: Platform, ownerId: string, shareId: string, views: number) {
  const notifications = `"${platform.schemaOf('notifications')}"`;
  const read = async () => {
    const [row] = (
      await platform.db.query(
        `SELECT d.tally, l.user_data, l.status, l.scheduled_at FROM ${notifications}.founder_view_digests d JOIN ${notifications}.email_automation_logs l ON l.id = d.pending_log_id WHERE d.owner_id = $1`,
        [ownerId],
      )
    ).rows;
    const source = (row?.tally.sources as { key: string; views: number; downloads: number }[] | undefined)?.find((s) => s.key === `share:${shareId}`);
    return row && source ? { ...row, source, pending: (await platform.db.query(`SELECT 1 FROM ${notifications}.email_automation_logs WHERE dedupe_key LIKE $1 AND status = 'pending'`, [`founder-digest:${ownerId}:%`])).rowCount } : undefined;
  };
  return (await waitFor(read, (d) => d !== undefined && d.source.views >= views, 15_000, `the founder's digest with ${views} views of the link`))!;
}
