import { call, liteSubmission, postJson, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { startPlatform, type Platform } from './harness';
import { signedInAccount } from './test-accounts';

jest.setTimeout(90_000);

type Mail = { subject: string; text_body: string; html_body: string };

/** Anyone can type anyone's address and any "name" into our free forms: what do we send there? */
describe('outbound e-mail cannot be turned against the address typed', () => {
  let platform: Platform;
  let api: string;

  beforeAll(async () => {
    platform = await startPlatform([flagsService, identityService, assessmentsService, notificationsService, gatewayService], {
      LITE_SUBMISSIONS_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '10000',
      LITE_RESULT_EMAILS_PER_DAY: '3',
    });
    api = `${platform.services.gateway.url}/api/v1`;
  });
  afterAll(() => platform?.stop());

  const mailsTo = async (address: string): Promise<Mail[]> =>
    (await platform.db.query(`SELECT subject, text_body, html_body FROM "${platform.schemaOf('notifications')}".mailbox WHERE to_address = $1 ORDER BY created_at`, [address])).rows;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

  it('cleans a typed name of links and hidden characters before it reaches the result mail', async () => {
    const submission = liteSubmission({ name: 'Mei\u202E Claim your prize at https://evil.example/win\r\nwww.evil.example', points: [10, 10, 10, 10, 5] });
    const res = await postJson(`${api}/lite-assessments`, submission);
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Mei Claim your prize at');
    const [mail] = await waitFor(() => mailsTo(submission.email), (m) => m.length === 1, 15_000, 'the result mail');
    expect(mail.subject).toBe('Mei Claim your prize at, you scored 45/50: Exit-Ready');
    for (const part of [mail.subject, mail.text_body, mail.html_body]) {
      expect(part).not.toMatch(/evil\.example|\u202E|\r/);
    }
  });

  it.each([
    ['Win now (http://evil.example)', 'Win now'],
    ['Bob,http://evil.example', 'Bob'],
    ['Win [https://evil.example/path]', 'Win'],
    ['Bob \u2039http://evil.example\u203A', 'Bob'],
    ['Bob evil\u3002example', 'Bob'],
  ])('keeps a link stuck to a word or behind a bracket out of a 50/50 result mail: %j', async (typed, kept) => {
    const submission = liteSubmission({ name: typed, points: [10, 10, 10, 10, 10] });
    const res = await postJson(`${api}/lite-assessments`, submission);
    expect(res.status).toBe(201);
    expect(res.body.name).toBe(kept);
    const [mail] = await waitFor(() => mailsTo(submission.email), (m) => m.length === 1, 15_000, 'the result mail');
    expect(mail.subject).toBe(`${kept}, you scored 50/50: Exit-Ready`);
    for (const part of [mail.subject, mail.text_body, mail.html_body]) {
      expect(part).not.toMatch(/evil/);
    }
  });

  it('refuses a "name" that is nothing but a link', async () => {
    const res = await postJson(`${api}/lite-assessments`, liteSubmission({ name: 'https://evil.example/win' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please enter your name (without links)');
  });

  it('mails at most three Lite results to one address a day; later results are still stored', async () => {
    const email = `flooded-${platform.runId}@example.sg`;
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await postJson(`${api}/lite-assessments`, liteSubmission({ email })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    await waitFor(() => mailsTo(email), (m) => m.length >= 3, 15_000, 'three result mails');
    await settle();
    expect(await mailsTo(email)).toHaveLength(3);
    const stored = await platform.db.query(`SELECT count(*)::int AS n FROM "${platform.schemaOf('assessments')}".lite_assessments WHERE user_email = $1`, [email]);
    expect(stored.rows[0].n).toBe(5);
  });

  it('answers a sign-up with a known address exactly as a new one, and tells the owner by mail (once a day)', async () => {
    const owner = await signedInAccount(platform, { name: 'Nurul Huda' });
    const signUp = (email: string) => call(`${api}/auth/sign-up`, { body: { email, password: 'another long passphrase', name: 'Someone Else' } });
    const fresh = await signUp(`fresh-${platform.runId}@example.sg`);
    const known = await signUp(owner.email);
    const again = await signUp(owner.email);
    const shape = (reply: typeof fresh) => ({ status: reply.status, keys: Object.keys(reply.body).sort(), verificationRequired: reply.body.verificationRequired });
    expect(shape(known)).toEqual(shape(fresh));
    expect(shape(again)).toEqual(shape(fresh));
    expect(known.body.email).toBe(owner.email);

    const subject = 'You already have a Blueprint Vault account';
    await waitFor(async () => (await mailsTo(owner.email)).filter((m) => m.subject === subject), (m) => m.length === 1, 15_000, 'the already-have-an-account mail');
    await settle();
    const mails = (await mailsTo(owner.email)).filter((m) => m.subject === subject);
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain('Hi Nurul Huda,');
    expect(mails[0].text_body).toContain('/auth');
    const users = await platform.db.query(`SELECT name FROM "${platform.schemaOf('identity')}".users WHERE email = $1`, [owner.email]);
    expect(users.rows).toEqual([{ name: 'Nurul Huda' }]);
  });
});
