import { randomUUID } from 'node:crypto';
import { call, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { buyPlan, completedProAssessment } from './ai-fixtures';
import { FakeOpenAi } from './fake-openai';
import { startPlatform, type Platform } from './harness';
import { signedInAccount } from './test-accounts';

jest.setTimeout(180_000);

/** What the model answers (every item cites the answers it rests on), and the insights stored from it. */
const REPORT = {
  insights: [{ text: 'Books are audit-ready.', questionIds: [] }],
  actionPlan: [{ action: 'Sign the top 5 customers to 2-year contracts', owner: 'Founder', timeframe: '3–6 months', questionIds: ['cc_2'] }],
  recommendations: [{ text: 'Hire a finance lead.', questionIds: [] }],
};
const STORED_INSIGHTS = ['Books are audit-ready.'];

type Job = { id: string; status: string; stage: string; report: Record<string, unknown> | null; error: { code: string } | null };

/**
 * The ExitCheck Pro report as a durable job (issue 17 item 8): the request answers at once while
 * a slow model writes; the job survives a restart of the service mid-write and retries a failed
 * call, without paying the AI provider twice or spending the allowance twice.
 */
describe('report jobs with a slow AI', () => {
  let platform: Platform;
  let openai: FakeOpenAi;
  const api = (path: string) => `${platform.services.gateway.url}/api/v1${path}`;

  beforeAll(async () => {
    openai = await FakeOpenAi.start();
    platform = await startPlatform([identityService, flagsService, billingService, assessmentsService, gatewayService], {
      RATE_LIMIT_PER_MINUTE: '100000',
      OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
      OPENAI_API_KEY: 'sk-test-blueprint-vault-local',
      OPENAI_API_BASE: openai.baseUrl,
      AI_TIMEOUT_MS: '60000',
      AI_JOB_ATTEMPTS: '3',
      AI_JOB_BACKOFF_MS: '200',
    });
  });
  afterAll(async () => {
    await platform?.stop();
    await openai?.close();
  });

  /** A member with Pro and one completed assessment; returns the token and the assessment id. */
  async function completedAssessment(): Promise<{ token: string; id: string }> {
    const { token, email } = await signedInAccount(platform, { name: 'Kumar Pillai' });
    await buyPlan(platform, token);
    return { token, id: await completedProAssessment(platform, token, email) };
  }

  const latest = async (token: string, id: string) => (await call(api(`/exitcheck/assessments/${id}/report`), { bearer: token })).body.job as Job | null;
  const generations = async (id: string) =>
    (await platform.db.query(`SELECT report_generations FROM "${platform.schemaOf('assessments')}".pro_assessments WHERE id = $1`, [id])).rows[0].report_generations as number;

  it('answers at once while a 20-second model writes, and finishes across a restart of the service with one paid call', async () => {
    const { token, id } = await completedAssessment();
    openai.mode = { kind: 'slow', delayMs: 20_000, content: REPORT };
    const before = openai.requests.length;

    const started = await call(api(`/exitcheck/assessments/${id}/report`), { method: 'POST', bearer: token });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: expect.stringMatching(/^(queued|writing)$/), report: null });
    await waitFor(() => latest(token, id), (job) => job?.status === 'writing', 10_000, 'the job to start writing');
    await waitFor(async () => openai.requests.length - before, (asked) => asked === 1, 10_000, 'the AI call');

    // The service is restarted while the model writes: it finishes the job in hand before it stops.
    await platform.services.assessments.stop();
    await platform.startAgain('assessments');

    const done = await waitFor(() => latest(token, id), (job) => job?.status === 'done', 60_000, 'the report');
    expect(done).toMatchObject({ status: 'done', error: null, report: { aiGenerated: true, insights: STORED_INSIGHTS } });
    expect(openai.requests.length - before).toBe(1);
    expect(await generations(id)).toBe(1);
    expect((await call(api(`/exitcheck/assessments/${id}`), { bearer: token })).body.report).toMatchObject({ insights: STORED_INSIGHTS });
  });

  it("refuses an AI report past the plan's AI runs of the Singapore day, without spending the assessment's reports", async () => {
    const { token, id } = await completedAssessment();
    const schema = `"${platform.schemaOf('assessments')}"`;
    const owner = (await platform.db.query(`SELECT user_id FROM ${schema}.pro_assessments WHERE id = $1`, [id])).rows[0].user_id as string;
    // Pro Vault: 10 AI runs a day, all taken by PitchPrep runs today.
    for (let i = 0; i < 10; i++) {
      await platform.db.query(`INSERT INTO ${schema}.ai_daily_uses (ref_id, user_id, kind, used_at) VALUES ($1, $2, 'pitchprep_generation', now())`, [randomUUID(), owner]);
    }
    openai.mode = { kind: 'answer', content: REPORT };
    const before = openai.requests.length;
    const refused = await call(api(`/exitcheck/assessments/${id}/report`), { method: 'POST', bearer: token });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'AI.DAILY_LIMIT']);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(openai.requests.length).toBe(before);
    expect(await generations(id)).toBe(0);
    expect(await latest(token, id)).toBeNull();
  });

  it('retries a failed AI call with backoff and writes the report once it answers', async () => {
    const { token, id } = await completedAssessment();
    openai.mode = { kind: 'status', status: 500, type: 'server_error', message: 'The server had an error' };
    const before = openai.requests.length;
    await call(api(`/exitcheck/assessments/${id}/report`), { method: 'POST', bearer: token });
    // The first try fails for good (the SDK itself asks twice), the job waits to retry; then the model recovers.
    await waitFor(() => latest(token, id), (job) => job?.stage === 'retrying', 15_000, 'the job to wait for a retry');
    expect(openai.requests.length - before).toBe(2);
    openai.mode = { kind: 'answer', content: REPORT };
    const done = await waitFor(() => latest(token, id), (job) => job?.status === 'done' || job?.status === 'failed', 30_000, 'the retried report');
    expect(done).toMatchObject({ status: 'done', report: { insights: STORED_INSIGHTS } });
    expect(await generations(id)).toBe(1);
  });
});
