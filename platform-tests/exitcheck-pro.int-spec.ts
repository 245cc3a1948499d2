import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { CURRENT_PRO_QUESTION_BANK, PRO_CATEGORIES, SAMPLE_EXIT_INTAKE, formatSingaporeIsoDate, proLevel } from '@bv/domain';
import { call, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { FakeOpenAi, type FakeOpenAiMode } from './fake-openai';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(180_000);

const bank = CURRENT_PRO_QUESTION_BANK;
const questions = bank.categories.flatMap((c) => c.questions);
/** A fixed answer set: question i takes option (i mod its option count). */
const chosen = questions.map((q, i) => q.options[i % q.options.length]);

/** Worked by hand from the bank: mean per category × weight × 10, summed and rounded (docs/product-rules.md, "Scoring and tiers"). */
function expectedTotal(): number {
  let sum = 0;
  for (const category of bank.categories) {
    const scores = category.questions.map((q) => chosen[questions.indexOf(q)].score);
    sum += (scores.reduce((a, b) => a + b, 0) / scores.length) * category.weight * 10;
  }
  return Math.round(sum);
}

describe('ExitCheck Pro through the API', () => {
  let platform: Platform;
  let openai: FakeOpenAi;
  let base: string;

  beforeAll(async () => {
    openai = await FakeOpenAi.start();
    platform = await startPlatform([identityService, flagsService, billingService, assessmentsService, gatewayService], {
      RATE_LIMIT_PER_MINUTE: '100000',
      OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
      OPENAI_API_KEY: 'sk-test-blueprint-vault-local',
      OPENAI_API_BASE: openai.baseUrl,
      AI_TIMEOUT_MS: '1000',
      // One try per report job here, so each AI failure is the job's answer; retries have their own case.
      AI_JOB_ATTEMPTS: '1',
    });
    base = platform.services.gateway.url;
  });
  afterAll(async () => {
    await platform?.stop();
    await openai?.close();
  });

  const api = (path: string) => `${base}/api/v1${path}`;

  type Job = { id: string; status: string; stage: string; report: Record<string, unknown> | null; error: { code: string; message: string } | null };

  /** Starts a report job (202) and polls it to its end, as the page does. */
  async function writeReport(user: { token: string }, assessmentId: string, timeoutMs = 15_000): Promise<Job> {
    const started = await call(api(`/exitcheck/assessments/${assessmentId}/report`), { method: 'POST', bearer: user.token });
    expect(started.status).toBe(202);
    return finished(user, assessmentId, timeoutMs);
  }

  async function finished(user: { token: string }, assessmentId: string, timeoutMs = 15_000): Promise<Job> {
    const latest = await waitFor(
      () => call(api(`/exitcheck/assessments/${assessmentId}/report`), { bearer: user.token }),
      (reply) => ['done', 'failed'].includes((reply.body.job as Job | null)?.status ?? ''),
      timeoutMs,
      'the report job to end',
    );
    return latest.body.job as Job;
  }

  async function member() {
    const email = `pro-${randomUUID().slice(0, 8)}@example.sg`;
    const password = 'harbour lights over marina bay';
    const { body } = await call(api('/auth/sign-up'), { body: { email, password, name: 'Kumar Pillai' } });
    await platform.db.query(`UPDATE "${platform.schemaOf('identity')}".users SET email_verified_at = now() WHERE email = $1`, [email]);
    const session = await call(api('/auth/sign-in'), { body: { email, password } });
    return { id: body.userId as string, email, token: session.body.accessToken as string };
  }

  async function buy(user: { token: string }, planType: string, paymentType: string) {
    const opened = await call(api('/billing/checkout'), { body: { planType, paymentType }, bearer: user.token });
    const ref = String(opened.body.url).replace('/sandbox/checkout/', '');
    await call(api(`/billing/sandbox/sessions/${ref}/pay`), { method: 'POST' });
    await waitFor(() => call(api('/exitcheck/access'), { bearer: user.token }), (r) => r.body.allowed === true, 15_000, 'ExitCheck access');
  }

  const userInfo = (email: string) => ({ name: 'Kumar Pillai', email, company: 'Straits Logistics Pte Ltd', revenue: 'S$5–10m', industry: 'Logistics', phone: '+65 6123 4567' });

  async function answerAll(user: { token: string }, draftId: string) {
    for (const [i, question] of questions.entries()) {
      const reply = await call(api(`/exitcheck/assessments/${draftId}/responses`), { method: 'PUT', body: { questionId: question.id, optionId: chosen[i].id }, bearer: user.token });
      expect(reply.status).toBe(200);
    }
  }

  it('answers all 45 questions, steps back across a category, and gets the total libs/domain computes', async () => {
    const user = await member();
    const refused = await call(api('/exitcheck/assessments'), { body: { userInfo: userInfo(user.email) }, bearer: user.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('PRO.NO_ENTITLEMENT');
    await buy(user, 'pro', 'one_time');

    const bankView = await call(api('/exitcheck/bank'), { bearer: user.token });
    expect(bankView.body.version).toBe(bank.version);
    expect(JSON.stringify(bankView.body)).not.toContain('"score"');

    const draft = await call(api('/exitcheck/assessments'), { body: { userInfo: userInfo(user.email) }, bearer: user.token });
    const id = draft.body.id as string;
    // Five answers of category 1 and the first of category 2, then Previous twice: back into category 1.
    for (const i of [0, 1, 2, 3, 4, 5]) {
      await call(api(`/exitcheck/assessments/${id}/responses`), { method: 'PUT', body: { questionId: questions[i].id, optionId: questions[i].options[0].id }, bearer: user.token });
    }
    await call(api(`/exitcheck/assessments/${id}/back`), { method: 'POST', bearer: user.token });
    const back = await call(api(`/exitcheck/assessments/${id}/back`), { method: 'POST', bearer: user.token });
    expect((back.body.responses as unknown[]).map((r) => (r as { questionId: string }).questionId)).toEqual(questions.slice(0, 4).map((q) => q.id));
    const resumed = await call(api('/exitcheck/draft'), { bearer: user.token });
    expect(resumed.body.draft).toMatchObject({ id, responses: back.body.responses });

    const early = await call(api(`/exitcheck/assessments/${id}/complete`), { method: 'POST', bearer: user.token });
    expect(early.status).toBe(400);
    expect(early.body.error?.code).toBe('PRO.INCOMPLETE');
    const bad = await call(api(`/exitcheck/assessments/${id}/responses`), { method: 'PUT', body: { questionId: questions[0].id, optionId: 'nope' }, bearer: user.token });
    expect(bad.status).toBe(400);

    await answerAll(user, id);
    const result = await call(api(`/exitcheck/assessments/${id}/complete`), { method: 'POST', bearer: user.token });
    expect(result.status).toBe(200);
    const total = expectedTotal();
    expect(result.body).toMatchObject({ totalScore: total, readinessLevel: proLevel(total), previousTotal: null, report: null });
    expect(result.body.categoryScores).toHaveLength(9);
    expect(result.body.strengths).toHaveLength(3);
    expect(result.body.gaps).toHaveLength(3);
    // The first question is answered at the bottom (no full financial statements): a buyer will ask for audited accounts.
    expect(result.body.buyerQuestions).toContainEqual(expect.objectContaining({ questionId: 'fr_1', ask: expect.stringMatching(/audited SFRS financial statements/), evidence: 'Financial statements (SFRS)' }));
    expect((result.body.buyerQuestions as unknown[]).length).toBeLessThanOrEqual(15);

    const outbox = await platform.db.query(`SELECT envelope FROM "${platform.schemaOf('assessments')}".outbox WHERE type = 'assessment.completed'`);
    expect(outbox.rows.map((r) => r.envelope.payload)).toContainEqual(expect.objectContaining({ assessmentId: id, kind: 'pro', score: total, maxScore: 100, userId: user.id }));
    // The history carries each category's score, for the chart of progress over time.
    type Category = { categoryId: string; title: string; score: number };
    const history = (await call(api('/exitcheck/assessments'), { bearer: user.token })).body.assessments as Array<{ categories: Category[] }>;
    expect(history).toEqual([expect.objectContaining({ id, totalScore: total })]);
    expect(history[0].categories).toHaveLength(9);
    expect(history[0].categories).toEqual((result.body.categoryScores as Category[]).map(({ categoryId, title, score }) => ({ categoryId, title, score })));
    expect((await call(api(`/exitcheck/assessments/${id}/responses`), { method: 'PUT', body: { questionId: questions[0].id, optionId: questions[0].options[0].id }, bearer: user.token })).status).toBe(409);

    // A second assessment shows the change per category since the first, and which answers moved it:
    // the same answers but the first question's, now at the top mark.
    const second = await call(api('/exitcheck/assessments'), { body: { userInfo: userInfo(user.email) }, bearer: user.token });
    await answerAll(user, second.body.id as string);
    const top = questions[0].options[questions[0].options.length - 1];
    expect((await call(api(`/exitcheck/assessments/${second.body.id}/responses`), { method: 'PUT', body: { questionId: questions[0].id, optionId: top.id }, bearer: user.token })).status).toBe(200);
    const again = await call(api(`/exitcheck/assessments/${second.body.id}/complete`), { method: 'POST', bearer: user.token });
    expect(again.body.previousTotal).toBe(total);
    const moved = (again.body.categoryScores as { categoryId: string; change: number | null }[]).filter((c) => c.change !== 0);
    expect(moved).toEqual([expect.objectContaining({ categoryId: questions[0].categoryId, change: (top.score - chosen[0].score) / 5 })]);
    expect(again.body.changes).toEqual([
      expect.objectContaining({ questionId: questions[0].id, before: chosen[0].text, after: top.text, scoreBefore: chosen[0].score, scoreAfter: top.score }),
    ]);
  });

  it('writes the report with OpenAI structured output, maps its failures, and exports a PDF with the results', async () => {
    const user = await member();
    await buy(user, 'pro', 'one_time');
    const draft = await call(api('/exitcheck/assessments'), { body: { userInfo: userInfo(user.email) }, bearer: user.token });
    await answerAll(user, draft.body.id as string);
    const result = await call(api(`/exitcheck/assessments/${draft.body.id}/complete`), { method: 'POST', bearer: user.token });
    const [firstAsked] = result.body.buyerQuestions as { questionId: string; ask: string; evidence: string }[];

    // The model cites an open answer for its action, and also advises on one already at the top mark: the checks drop that one.
    const open = questions.find((q, i) => chosen[i].score < 10 && q.id.startsWith('cc_'))!;
    const top = questions.find((q, i) => chosen[i].score >= 10)!;
    openai.mode = {
      kind: 'answer',
      content: {
        insights: [{ text: 'Financial Reporting is strong: audited SFRS accounts.', questionIds: [questions[0].id] }],
        actionPlan: [
          { action: 'Reduce the top customer below 20 % of revenue', owner: 'Founder', timeframe: '3–12 months', questionIds: [open.id] },
          { action: 'Redo what is already at the top mark', owner: 'Founder', timeframe: '1–3 months', questionIds: [top.id] },
        ],
        recommendations: [{ text: 'Lead with recurring revenue in the information memorandum.', questionIds: [] }],
        // The model words the first buyer question better; an id it was not given is ignored.
        buyerQuestions: [
          { questionId: firstAsked.questionId, ask: 'For a logistics company of your size, can we see audited SFRS accounts?', draftAnswer: 'Where we stand: as answered. What we are doing: the plan below.' },
          { questionId: 'zz_1', ask: 'Unknown?', draftAnswer: 'Ignored.' },
        ],
      },
    };
    const written = await writeReport(user, draft.body.id as string);
    expect(written).toMatchObject({ status: 'done', error: null, report: { aiGenerated: true, insights: ['Financial Reporting is strong: audited SFRS accounts.'] } });
    expect((written.report?.actionPlan as { action: string }[]).map((a) => a.action)).toEqual(['Reduce the top customer below 20 % of revenue']);
    const asked = openai.requests.at(-1)!;
    expect(asked.auth).toBe('Bearer sk-test-blueprint-vault-local');
    expect(asked.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    expect(JSON.stringify(asked.body.messages)).toContain(open.question);
    const withReport = (await call(api(`/exitcheck/assessments/${draft.body.id}`), { bearer: user.token })).body;
    expect(withReport.report).toMatchObject({ aiGenerated: true });
    // Its wording shows on the result; the order, evidence and every other question stay the rule table's (docs/product-rules.md, "Questions a buyer will ask").
    const shownQuestions = withReport.buyerQuestions as { questionId: string; ask: string; evidence: string }[];
    expect(shownQuestions.map((q) => q.questionId)).toEqual((result.body.buyerQuestions as { questionId: string }[]).map((q) => q.questionId));
    expect(shownQuestions[0]).toMatchObject({ ask: 'For a logistics company of your size, can we see audited SFRS accounts?', draftAnswer: 'Where we stand: as answered. What we are doing: the plan below.', evidence: firstAsked.evidence });
    expect(shownQuestions.slice(1)).toEqual((result.body.buyerQuestions as unknown[]).slice(1));

    const failures: [FakeOpenAiMode, string][] = [
      [{ kind: 'status', status: 429, type: 'rate_limit_exceeded', message: 'Rate limit reached' }, 'RATE_LIMIT'],
      [{ kind: 'status', status: 401, type: 'invalid_request_error', message: 'Incorrect API key provided' }, 'AUTH_ERROR'],
      [{ kind: 'status', status: 404, type: 'invalid_request_error', message: 'The model does not exist' }, 'AI_CONFIG_ERROR'],
      [{ kind: 'hang' }, 'TIMEOUT_ERROR'],
      [{ kind: 'answer', content: { insights: 'not a list' } }, 'GENERATION_ERROR'],
    ];
    for (const [mode, code] of failures) {
      openai.mode = mode;
      const failed = await writeReport(user, draft.body.id as string);
      expect([failed.status, failed.error?.code, failed.report]).toEqual(['failed', code, null]);
    }
    // Each failed report gave its AI run of the day back (docs/product-rules.md, "AI generation limits"); the written one keeps it.
    const aiRuns = await platform.db.query(`SELECT kind FROM "${platform.schemaOf('assessments')}".ai_daily_uses WHERE user_id = $1`, [user.id]);
    expect(aiRuns.rows).toEqual([{ kind: 'pro_report' }]);


    const pdf = await fetch(api(`/exitcheck/assessments/${draft.body.id}/report.pdf`), { headers: { authorization: `Bearer ${user.token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/attachment; filename="straits-logistics-pte-ltd-exitcheck-pro-/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'bv-pro-pdf-'));
    writeFileSync(join(dir, 'report.pdf'), bytes);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'report.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain(String(result.body.totalScore));
    expect(text).toContain(String(result.body.readinessLevel));
    for (const category of PRO_CATEGORIES) expect(text).toContain(category.title);
    expect(text).toContain('Reduce the top customer below 20 % of revenue');
  });

  it('writes at most 3 reports per assessment; 10 requests at once share one job; failed ones do not count', async () => {
    const user = await member();
    await buy(user, 'pro', 'one_time');
    const draft = await call(api('/exitcheck/assessments'), { body: { userInfo: userInfo(user.email) }, bearer: user.token });
    await answerAll(user, draft.body.id as string);
    await call(api(`/exitcheck/assessments/${draft.body.id}/complete`), { method: 'POST', bearer: user.token });
    const reportUrl = api(`/exitcheck/assessments/${draft.body.id}/report`);

    openai.mode = { kind: 'status', status: 429, type: 'rate_limit_exceeded', message: 'Rate limit reached' };
    expect((await writeReport(user, draft.body.id as string)).error?.code).toBe('RATE_LIMIT');
    const openId = questions.find((q, i) => chosen[i].score < 10 && q.id.startsWith('fr_'))!.id;
    const answer = {
      insights: [{ text: 'Strong books.', questionIds: [] }],
      actionPlan: [{ action: 'Close the books faster', owner: 'CFO', timeframe: '0–3 months', questionIds: [openId] }],
      recommendations: [{ text: 'Hire a CFO.', questionIds: [] }],
    };
    // A model slow enough that the ten clicks all land while the first job writes.
    openai.mode = { kind: 'slow', delayMs: 700, content: answer };
    const asked = openai.requests.length;
    // Ten clicks at once: one job, one AI call, one use of the allowance.
    const replies = await Promise.all(Array.from({ length: 10 }, () => call(reportUrl, { method: 'POST', bearer: user.token })));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(202));
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect((await finished(user, draft.body.id as string)).status).toBe('done');
    expect(openai.requests.length - asked).toBe(1);
    openai.mode = { kind: 'answer', content: answer };
    expect((await writeReport(user, draft.body.id as string)).status).toBe('done');
    expect((await writeReport(user, draft.body.id as string)).status).toBe('done');
    const refused = await call(reportUrl, { method: 'POST', bearer: user.token });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'PRO.REPORT_LIMIT']);
    expect(refused.body.error?.message).toMatch(/already been written 3 times/);
    expect(openai.requests.length - asked).toBe(3);
    const stored = await platform.db.query(`SELECT report_generations FROM "${platform.schemaOf('assessments')}".pro_assessments WHERE id = $1`, [draft.body.id]);
    expect(stored.rows[0].report_generations).toBe(3);
  });

  it('counts a completion and PitchPrep runs racing for the last use of the month exactly once', async () => {
    const user = await member();
    await buy(user, 'essential', 'subscription');
    const schema = `"${platform.schemaOf('assessments')}"`;
    const draft = await call(api('/exitcheck/assessments'), { body: { userInfo: userInfo(user.email) }, bearer: user.token });
    await answerAll(user, draft.body.id as string);
    for (let i = 0; i < 2; i++) await platform.db.query(`INSERT INTO ${schema}.monthly_uses (ref_id, user_id, kind) VALUES ($1, $2, 'pitchprep_generation')`, [randomUUID(), user.id]);
    const intakeIds = Array.from({ length: 9 }, () => randomUUID());
    for (const intakeId of intakeIds) {
      await platform.db.query(`INSERT INTO ${schema}.pitch_intakes (id, user_id, status, track, intake, step) VALUES ($1, $2, 'submitted', 'exit', $3, 10)`, [intakeId, user.id, SAMPLE_EXIT_INTAKE]);
    }
    // Runs that succeed keep their use (a failed run would give it back and let another through).
    const outputs: Record<string, unknown> = {
      exit_deck: { slides: [{ kind: 'cover', title: 'Project Merlion', items: [{ label: '', text: 'Confidential teaser' }], notes: 'For buyers.' }] },
      exit_faq: { faqs: [{ category: 'Deal', question: 'Why sell now?', suggestedAnswer: 'Succession.' }] },
      data_room_checklist: { categories: [{ category: 'Corporate', items: [{ name: 'ACRA business profile', description: 'Latest bizfile', required: true }] }] },
    };
    openai.mode = { kind: 'reply', content: (body) => outputs[(body.response_format as { json_schema: { name: string } }).json_schema.name] };
    const replies = await Promise.all([
      call(api(`/exitcheck/assessments/${draft.body.id}/complete`), { method: 'POST', bearer: user.token }),
      ...intakeIds.map((intakeId) => call(api(`/pitchprep/intake/${intakeId}/generate`), { method: 'POST', bearer: user.token })),
    ]);
    expect(replies.filter((r) => r.status === 200 || r.status === 202)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 403)).toHaveLength(9);
    const uses = await platform.db.query(`SELECT count(*)::int AS n FROM ${schema}.monthly_uses WHERE user_id = $1`, [user.id]);
    expect(uses.rows[0].n).toBe(3);
    const failed = await platform.db.query(`SELECT count(*)::int AS n FROM ${schema}.generation_runs WHERE user_id = $1 AND status = 'failed'`, [user.id]);
    expect(failed.rows[0].n).toBe(0);
  });

  it('limits Founder Essential to 3 completed assessments a Singapore calendar month', async () => {
    const user = await member();
    await buy(user, 'essential', 'subscription');
    const uses = `"${platform.schemaOf('assessments')}".monthly_uses`;
    for (let i = 0; i < 3; i++) await platform.db.query(`INSERT INTO ${uses} (ref_id, user_id, kind) VALUES ($1, $2, 'exitcheck_pro')`, [randomUUID(), user.id]);
    const access = await call(api('/exitcheck/access'), { bearer: user.token });
    expect(access.body).toMatchObject({ allowed: false, reason: 'monthly_limit_reached', monthlyAllowance: 3, usedThisMonth: 3 });
    const refused = await call(api('/exitcheck/assessments'), { body: { userInfo: userInfo(user.email) }, bearer: user.token });
    expect(refused.body.error?.code).toBe('PRO.MONTHLY_LIMIT');
    // Last month's uses do not count.
    await platform.db.query(`UPDATE ${uses} SET used_at = now() - interval '40 days' WHERE user_id = $1`, [user.id]);
    expect((await call(api('/exitcheck/access'), { bearer: user.token })).body).toMatchObject({ allowed: true, usedThisMonth: 0 });
  });

  it('plans the gaps to a target date: the SFRS audit first nine months out, done tasks move the projection, and the calendar file parses', async () => {
    const user = await member();
    await buy(user, 'pro', 'one_time');
    expect((await call(api('/exitcheck/plan'), { bearer: user.token })).body).toEqual({ hasAssessment: false, plan: null });
    const today = formatSingaporeIsoDate(new Date());
    const nineMonths = new Date(`${today}T00:00:00Z`);
    nineMonths.setUTCMonth(nineMonths.getUTCMonth() + 9);
    const targetDate = nineMonths.toISOString().slice(0, 10);
    const early = await call(api('/exitcheck/plan'), { method: 'PUT', body: { goal: 'exit', targetDate }, bearer: user.token });
    expect(early.body.error?.code).toBe('PRO.PLAN_NO_ASSESSMENT');

    const draft = await call(api('/exitcheck/assessments'), { body: { userInfo: userInfo(user.email) }, bearer: user.token });
    await answerAll(user, draft.body.id as string);
    await call(api(`/exitcheck/assessments/${draft.body.id}/complete`), { method: 'POST', bearer: user.token });
    for (const bad of [today, '2040-01-01', '2027-02-30']) {
      const refused = await call(api('/exitcheck/plan'), { method: 'PUT', body: { goal: 'exit', targetDate: bad }, bearer: user.token });
      expect({ bad, status: refused.status }).toEqual({ bad, status: 400 });
    }
    const saved = await call(api('/exitcheck/plan'), { method: 'PUT', body: { goal: 'exit', targetDate }, bearer: user.token });
    expect(saved.status).toBe(200);
    type Plan = { currentScore: number; projectedScore: number; tasks: { questionId: string; startBy: string; action: string; done: boolean }[] };
    const plan = saved.body.plan as Plan;
    // The first question is answered at the bottom: no full financial statements. The audit takes longest and weighs most.
    expect(plan.tasks[0]).toMatchObject({ questionId: 'fr_1', done: false });
    expect(plan.tasks[0].action).toMatch(/independent auditor/);
    expect(plan.projectedScore).toBe(plan.currentScore);

    const ticked = (await call(api('/exitcheck/plan/tasks/fr_1'), { method: 'PUT', body: { done: true }, bearer: user.token })).body.plan as Plan;
    expect(ticked.projectedScore).toBeGreaterThan(plan.currentScore);
    expect(((await call(api('/exitcheck/plan'), { bearer: user.token })).body.plan as Plan).tasks[0]).toMatchObject({ questionId: 'fr_1', done: true });
    expect((await call(api('/exitcheck/plan/tasks/zz_9'), { method: 'PUT', body: { done: true }, bearer: user.token })).status).toBe(404);
    expect((await call(api('/exitcheck/plan/tasks/not-a-question'), { method: 'PUT', body: { done: true }, bearer: user.token })).status).toBe(404);

    const ics = await fetch(api('/exitcheck/plan.ics'), { headers: { authorization: `Bearer ${user.token}` } });
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const open = ticked.tasks.filter((t) => !t.done).length;
    expect(events).toHaveLength(open + 1);
    expect(events.find((e) => e.summary === 'Target exit date')?.startDate.toString()).toBe(targetDate);
    const second = plan.tasks[1];
    expect(events.find((e) => e.description.includes(second.action))?.startDate.toString()).toBe(second.startBy);
    // Done tasks leave the calendar.
    expect(events.some((e) => e.description.includes(plan.tasks[0].action))).toBe(false);
  });
});
