import { SAMPLE_FUNDRAISING_INTAKE } from '@bv/domain';
import { call, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { longestDrainSeconds } from '../apps/assessments/src/jobs/ai-job-drain';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { AI_ANSWERS, askedFor, buyPlan, completedProAssessment } from './ai-fixtures';
import { FakeOpenAi } from './fake-openai';
import { startPlatform, type Platform } from './harness';
import { signedInAccount } from './test-accounts';

jest.setTimeout(300_000);

/** Short enough for a test, long enough that three calls in a row outlast the grace period of one. */
const AI_TIMEOUT_MS = 20_000;
const CALL_MS = 15_000;

type Run = { status: string; done: number; outputs: { outputType: string }[] };

/**
 * What stopping an AI worker costs (docs/architecture-notes.md, "AI jobs (assessments)"): the
 * built assessments service runs as processes of its own, with the local fake of the OpenAI API
 * counting every call. A stop as in a rollout (SIGTERM, then SIGKILL when the grace period sized
 * from AI_TIMEOUT_MS is over) ends gracefully and pays for nothing twice; a crash (SIGKILL
 * mid-call) pays again for the call in flight and nothing else.
 */
describe('AI workers stopped and killed mid-call', () => {
  let platform: Platform;
  let openai: FakeOpenAi;

  beforeAll(async () => {
    openai = await FakeOpenAi.start();
    platform = await startPlatform(
      [identityService, flagsService, billingService, gatewayService],
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
        OPENAI_API_KEY: 'sk-test-blueprint-vault-local',
        OPENAI_API_BASE: openai.baseUrl,
        AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
        AI_JOB_BACKOFF_MS: '200',
      },
      { ownProcess: [assessmentsService] },
    );
  });
  afterAll(async () => {
    await platform?.stop();
    await openai?.close();
  });

  async function founder() {
    const account = await signedInAccount(platform, { name: 'Siti Rahman' });
    const api = (path: string, init: Parameters<typeof call>[1] = {}) => call(`${platform.services.gateway.url}/api/v1${path}`, { ...init, bearer: account.token });
    return { ...account, api };
  }
  /** The calls about one founder's materials (named by their company), so a run left over by another test is not counted. */
  const askedSince = (from: number, companies: string[]) =>
    openai.requests
      .slice(from)
      .filter((r) => companies.some((company) => JSON.stringify(r.body.messages).includes(company)))
      .map((r) => askedFor(r.body));
  const intakeOf = (company: string) => ({ ...SAMPLE_FUNDRAISING_INTAKE, company: { ...SAMPLE_FUNDRAISING_INTAKE.company, name: company } });
  const tally = (names: string[]) => names.reduce<Record<string, number>>((counts, name) => ({ ...counts, [name]: (counts[name] ?? 0) + 1 }), {});
  const answerAll = () => (openai.mode = { kind: 'reply', content: (body) => AI_ANSWERS[askedFor(body)] });

  it('a worker stopped with SIGTERM mid-call finishes that call and exits within its grace period; the next worker writes the rest, each answer paid once', async () => {
    const grace = longestDrainSeconds(AI_TIMEOUT_MS);
    const { api, token } = await founder();
    const worker = await platform.spawn('assessments');
    await buyPlan(platform, token);
    openai.mode = { kind: 'slowReply', delayMs: CALL_MS, content: (body) => AI_ANSWERS[askedFor(body)] };
    const before = openai.requests.length;
    const company = 'Kopi Cloud Rollout Pte Ltd';
    const draft = await api('/pitchprep/intake', { method: 'PUT', body: { intake: intakeOf(company), step: 10 } });
    const started = await api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
    expect(started.status).toBe(202);
    await waitFor(async () => askedSince(before, [company]), (asked) => asked.length === 1, 20_000, 'the first AI call');

    // As a rollout does: SIGTERM, and SIGKILL once the grace period is over.
    const stoppedAt = Date.now();
    worker.kill('SIGTERM');
    const inTime = await Promise.race([worker.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), grace * 1000))]);
    if (!inTime) worker.kill('SIGKILL');
    const exit = inTime ?? (await worker.exited);
    const stopSeconds = (Date.now() - stoppedAt) / 1000;

    answerAll();
    const next = await platform.spawn('assessments');
    const done = await waitFor(
      () => api(`/pitchprep/runs/${started.body.id}`),
      (r) => r.body.status === 'done' || r.body.status === 'failed',
      60_000,
      'the run on the next worker',
    );
    expect(done.body as Run).toMatchObject({ status: 'done', done: 3 });
    // Judged together, so a stop that outlasts its grace period also shows what the SIGKILL cost.
    expect({ exit, withinGrace: inTime !== null && stopSeconds < grace, asked: tally(askedSince(before, [company])) }).toEqual({
      exit: { code: 0, signal: null },
      withinGrace: true,
      asked: { pitch_deck: 1, investor_faq: 1, data_room_checklist: 1 },
    });
    next.kill('SIGTERM');
    expect(await next.exited).toEqual({ code: 0, signal: null });
  });

  it('a worker killed with SIGKILL mid-call costs the calls in flight and nothing more: another worker takes the jobs over', async () => {
    const { id, email, api, token } = await founder();
    const worker = await platform.spawn('assessments');
    await buyPlan(platform, token);
    const assessmentId = await completedProAssessment(platform, token, email);
    // The FAQ and the report hang (in flight) the first time they are asked for; everything else is answered.
    const hangOnce = new Set<string>(['investor_faq', 'exit_readiness_report']);
    openai.mode = { kind: 'route', respond: (body) => (hangOnce.delete(askedFor(body)) ? { hang: true } : { content: AI_ANSWERS[askedFor(body)] }) };
    const before = openai.requests.length;
    // The run's company, and the assessment's (completedProAssessment's).
    const companies = ['Kopi Cloud Crash Test Pte Ltd', 'Straits Logistics Pte Ltd'];
    const draft = await api('/pitchprep/intake', { method: 'PUT', body: { intake: intakeOf(companies[0]), step: 10 } });
    const run = await api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
    const report = await api(`/exitcheck/assessments/${assessmentId}/report`, { method: 'POST' });
    expect([run.status, report.status]).toEqual([202, 202]);
    const inFlight = (asked: string[]) => asked.includes('investor_faq') && asked.includes('exit_readiness_report');
    await waitFor(async () => askedSince(before, companies), inFlight, 30_000, 'both calls in flight');

    worker.kill('SIGKILL');
    expect(await worker.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const taker = await platform.spawn('assessments');
    const done = await waitFor(
      () => api(`/pitchprep/runs/${run.body.id}`),
      (r) => r.body.status === 'done' || r.body.status === 'failed',
      150_000,
      'the run, taken over',
    );
    expect(done.body as Run).toMatchObject({ status: 'done', done: 3 });
    const written = await waitFor(
      () => api(`/exitcheck/assessments/${assessmentId}/report`),
      (r) => ['done', 'failed'].includes((r.body.job as { status: string } | null)?.status ?? ''),
      150_000,
      'the report, taken over',
    );
    expect(written.body.job).toMatchObject({ status: 'done', report: { aiGenerated: true } });

    // The two calls in flight at the kill were paid twice; every other answer once.
    expect(tally(askedSince(before, companies))).toEqual({ pitch_deck: 1, investor_faq: 2, data_room_checklist: 1, exit_readiness_report: 2 });
    const schema = `"${platform.schemaOf('assessments')}"`;
    const outputs = await platform.db.query(`SELECT output_type FROM ${schema}.pitchprep_outputs WHERE intake_id = $1 ORDER BY output_type`, [draft.body.id]);
    expect(outputs.rows.map((r) => r.output_type)).toEqual(['data_room_checklist', 'investor_faq', 'pitch_deck']);
    const uses = await platform.db.query(`SELECT kind FROM ${schema}.ai_daily_uses WHERE user_id = $1 ORDER BY kind`, [id]);
    expect(uses.rows.map((r) => r.kind)).toEqual(['pitchprep_generation', 'pro_report']);
    taker.kill('SIGTERM');
    expect(await taker.exited).toEqual({ code: 0, signal: null });
  });
});
