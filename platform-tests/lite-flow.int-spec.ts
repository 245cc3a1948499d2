import { liteSubmission, postJson, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(60_000);

describe('a free Lite assessment through the gateway, the services and the mailbox', () => {
  let platform: Platform;
  let api: string;

  beforeAll(async () => {
    platform = await startPlatform([flagsService, assessmentsService, notificationsService, gatewayService], { LITE_SUBMISSIONS_PER_MINUTE: '1000' });
    api = `${platform.services.gateway.url}/api/v1`;
  });
  afterAll(() => platform?.stop());

  const a = () => platform.schemaOf('assessments');
  const n = () => platform.schemaOf('notifications');

  it('scores on the server, ignoring a score sent by the client, and records assessment, lead and lead score', async () => {
    const submission = liteSubmission({ points: [10, 10, 10, 10, 5] });
    const res = await postJson(`${api}/lite-assessments`, { ...submission, score: 50, scoreLabel: 'Exit-Ready' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ score: 45, maxScore: 50, scoreLabel: 'Exit-Ready', tier: 'high', headingBand: 'top', name: submission.name });
    expect(res.body.offer).toEqual({ planType: 'pro', planName: 'Blueprint Pro Vault', price: 198, guestPrice: 158, discountCode: 'LITE20' });

    const rows = await platform.db.query(`SELECT user_email, tool_type, score, score_label, responses FROM "${a()}".lite_assessments WHERE id = $1`, [res.body.assessmentId]);
    expect(rows.rows[0]).toMatchObject({ user_email: submission.email, tool_type: 'exitcheck', score: 45, score_label: 'Exit-Ready' });
    expect(rows.rows[0].responses).toMatchObject({ ...submission.answers, email: submission.email, name: submission.name });
    const lead = await platform.db.query(`SELECT name, tool_used, score FROM "${a()}".lite_assessment_leads WHERE email = $1`, [submission.email]);
    expect(lead.rows).toEqual([{ name: submission.name, tool_used: 'exitcheck', score: 45 }]);
    const history = await platform.db.query(`SELECT previous_score, new_score, score_change, trigger_event FROM "${a()}".lead_scoring_history WHERE user_email = $1`, [submission.email]);
    expect(history.rows).toEqual([{ previous_score: 0, new_score: 10, score_change: 10, trigger_event: 'assessment_completion' }]);
  });

  it('carries the request correlation id into the events it causes', async () => {
    const res = await postJson(`${api}/lite-assessments`, liteSubmission(), { 'x-correlation-id': `corr-${platform.runId}-lite` });
    expect(res.headers.get('x-correlation-id')).toBe(`corr-${platform.runId}-lite`);
    const events = await platform.db.query(`SELECT envelope FROM "${a()}".outbox WHERE envelope->'payload'->>'assessmentId' = $1`, [res.body.assessmentId]);
    expect(events.rows.map((r) => [r.envelope.type, r.envelope.correlationId, r.envelope.producer])).toEqual([
      ['assessment.completed', `corr-${platform.runId}-lite`, 'assessments'],
    ]);
  });

  it('mails the result once: the high-score mail at 35+, the results mail below', async () => {
    const high = liteSubmission({ toolType: 'pitchprep', points: [10, 10, 10, 5, 2] });
    const low = liteSubmission({ toolType: 'exitcheck', points: [5, 5, 5, 2, 2] });
    expect((await postJson(`${api}/lite-assessments`, high)).body.score).toBe(37);
    expect((await postJson(`${api}/lite-assessments`, low)).body.score).toBe(19);

    const mails = await waitFor(
      () => platform.db.query(`SELECT to_address, subject, text_body FROM "${n()}".mailbox WHERE to_address = ANY($1) ORDER BY to_address`, [[high.email, low.email]]),
      (r) => r.rows.length === 2,
      15_000,
      'two mailbox messages',
    );
    const byAddress = Object.fromEntries(mails.rows.map((m) => [m.to_address, m]));
    expect(byAddress[high.email].subject).toBe(`${high.name}, you scored 37/50: Fundable but Needs Polish`);
    expect(byAddress[low.email].subject).toBe('Your ExitCheck Lite result: 19/50 (Needs Preparation)');
    expect(byAddress[low.email].text_body).toContain('/#pricing');

    const logs = await platform.db.query(`SELECT user_email, template_id, status, sent_at FROM "${n()}".email_automation_logs WHERE user_email = ANY($1) AND step = 0`, [[high.email, low.email]]);
    expect(logs.rows.map((l) => [l.user_email, l.template_id, l.status]).sort()).toEqual(
      [[high.email, 'high_score', 'sent'], [low.email, 'assessment_completion', 'sent']].sort(),
    );
    expect(logs.rows.every((l) => l.sent_at instanceof Date)).toBe(true);
  });

  it('answers a retried submission with the first result and records it once', async () => {
    const submission = liteSubmission();
    const first = await postJson(`${api}/lite-assessments`, submission);
    const retry = await postJson(`${api}/lite-assessments`, submission);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const count = await platform.db.query(`SELECT count(*)::int AS n FROM "${a()}".lite_assessments WHERE user_email = $1`, [submission.email]);
    expect(count.rows[0].n).toBe(1);
    const stolen = await postJson(`${api}/lite-assessments`, { ...submission, email: 'someone-else@example.sg' });
    expect(stolen.status).toBe(409);
  });

  it('publishes score.crossed once, when the lead score goes from below 35 to 35 or more', async () => {
    const email = `repeat-${platform.runId}@example.sg`;
    for (let i = 0; i < 5; i++) expect((await postJson(`${api}/lite-assessments`, liteSubmission({ email }))).status).toBe(201);
    const history = await platform.db.query(`SELECT new_score FROM "${a()}".lead_scoring_history WHERE user_email = $1 ORDER BY seq`, [email]);
    expect(history.rows.map((r) => r.new_score)).toEqual([10, 20, 30, 40, 50]);
    const crossed = await platform.db.query(`SELECT envelope FROM "${a()}".outbox WHERE type = 'score.crossed' AND envelope->'payload'->>'email' = $1`, [email]);
    expect(crossed.rows.map((r) => [r.envelope.payload.previousScore, r.envelope.payload.newScore])).toEqual([[30, 40]]);
  });

  it('answers client mistakes with 4xx and the one error shape, never a stack trace', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ ...liteSubmission(), email: 'not-an-email' }, 400, 'VALIDATION.FAILED'],
      [{ ...liteSubmission(), answers: {} }, 400, 'LITE.INCOMPLETE'],
      [{ ...liteSubmission(), answers: { ...liteSubmission().answers, 'ec-bogus': 'x' } }, 400, 'LITE.UNKNOWN_QUESTION'],
      [{ ...liteSubmission(), toolType: 'crystalball' }, 400, 'VALIDATION.FAILED'],
      ['{"toolType": ', 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, code] of cases) {
      const res = await postJson(`${api}/lite-assessments`, body);
      expect({ status: res.status, code: res.body.error.code }).toEqual({ status, code });
      expect(typeof res.body.error.message).toBe('string');
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
    }
    const unknown = await fetch(`${api}/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('sends security headers and a correlation id, and serves the flags and the OpenAPI document', async () => {
    const res = await fetch(`${api}/flags`, { headers: { 'x-correlation-id': 'trace-abc-123' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ phaseId: 'phase-1', flags: expect.objectContaining({ guest_checkout: true, roi_calculator: false }) });
    expect(res.headers.get('x-correlation-id')).toBe('trace-abc-123');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const doc = (await (await fetch(`${platform.services.gateway.url}/api/docs/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/lite-assessments', '/api/v1/flags']));
  });

  it('reports readiness of its dependencies and exposes metrics', async () => {
    const ready = await (await fetch(`${platform.services.assessments.url}/health/ready`)).json();
    // Redis too: the report jobs run on it.
    expect(ready).toEqual({ status: 'ok', checks: { broker: 'up', database: 'up', redis: 'up' } });
    const metrics = await (await fetch(`${platform.services.assessments.url}/metrics`)).text();
    expect(metrics).toMatch(/bv_rpc_handled_total\{pattern="assessments.lite.submit",outcome="ok",app="assessments"\} \d+/);
  });
});
