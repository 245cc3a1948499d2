import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSchemaFor } from '@bv/contracts';
import { SAMPLE_EXIT_INTAKE, SAMPLE_FUNDRAISING_INTAKE, singaporeDayStart, type ChecklistContent, type DeckContent, type FaqContent, type OutputType, type PitchIntake } from '@bv/domain';
import { call, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { FakeOpenAi } from './fake-openai';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(180_000);

const specs = [identityService, flagsService, billingService, assessmentsService, gatewayService];
const baseEnv = { RATE_LIMIT_PER_MINUTE: '100000', OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000' };

/** The user, entitled through a real sandbox purchase, and their API. */
async function entitledMember(platform: Platform, planType = 'pro', paymentType = 'one_time') {
  const base = `${platform.services.gateway.url}/api/v1`;
  const email = `pitch-${randomUUID().slice(0, 8)}@example.sg`;
  const password = 'harbour lights over marina bay';
  const { body } = await call(`${base}/auth/sign-up`, { body: { email, password, name: 'Siti Rahman' } });
  await platform.db.query(`UPDATE "${platform.schemaOf('identity')}".users SET email_verified_at = now() WHERE email = $1`, [email]);
  const token = (await call(`${base}/auth/sign-in`, { body: { email, password } })).body.accessToken as string;
  const opened = await call(`${base}/billing/checkout`, { body: { planType, paymentType }, bearer: token });
  await call(`${base}/billing/sandbox/sessions/${String(opened.body.url).replace('/sandbox/checkout/', '')}/pay`, { method: 'POST' });
  await waitFor(() => call(`${base}/pitchprep/access`, { bearer: token }), (r) => r.body.allowed === true, 15_000, 'PitchPrep access');
  const api = (path: string, init: Parameters<typeof call>[1] = {}) => call(`${base}${path}`, { ...init, bearer: token });
  return { id: body.userId as string, token, api, base };
}

async function generate(api: Awaited<ReturnType<typeof entitledMember>>['api'], intake: PitchIntake) {
  const draft = await api('/pitchprep/intake', { method: 'PUT', body: { intake, step: 10 } });
  const started = await api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
  expect(started.status).toBe(202);
  const run = await waitFor(() => api(`/pitchprep/runs/${started.body.id}`), (r) => r.body.status !== 'running', 30_000, 'the generation run');
  return run.body as { status: string; done: number; total: number; outputs: { id: string; outputType: OutputType; aiGenerated: boolean }[]; error: unknown };
}

const text = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const unzipText = (file: string, pattern: string) => execFileSync('unzip', ['-p', file, pattern], { encoding: 'utf8' });

describe('PitchPrep with the deterministic writers', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform(specs, baseEnv);
  });
  afterAll(() => platform?.stop());

  it("keeps one draft when a member's first saves arrive at once (two tabs, a retried request): every save is answered, none with a 500", async () => {
    const { api } = await entitledMember(platform);
    const saves = await Promise.all(
      [0, 1, 2, 3, 4].map((step) => api('/pitchprep/intake', { method: 'PUT', body: { intake: { track: 'fundraising', company: { name: `Kopi Cloud ${step}` } }, step } })),
    );
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(saves.map((save) => save.body.id)).size).toBe(1);
    expect((await api('/pitchprep/intake')).body.draft).toMatchObject({ id: saves[0].body.id });
  });

  it('saves the intake step by step, generates the fundraising outputs, versions edits and exports real files', async () => {
    const { api, token } = await entitledMember(platform);
    const first = await api('/pitchprep/intake', { method: 'PUT', body: { intake: { track: 'fundraising', company: { name: 'Kopi Cloud Pte Ltd' } }, step: 0 } });
    expect((first.body.intake as PitchIntake).company).toMatchObject({ name: 'Kopi Cloud Pte Ltd', website: '' });
    expect((await api('/pitchprep/intake')).body.draft).toMatchObject({ id: first.body.id, step: 0 });

    const run = await generate(api, SAMPLE_FUNDRAISING_INTAKE);
    expect(run).toMatchObject({ status: 'done', done: 3, total: 3, error: null });
    expect(run.outputs.map((o) => o.outputType)).toEqual(['pitch_deck', 'investor_faq', 'data_room_checklist']);
    expect(run.outputs.every((o) => o.aiGenerated === false)).toBe(true);
    expect((await api('/pitchprep/intake')).body.draft).toBeNull();

    const [deckSummary, faqSummary, checklistSummary] = run.outputs;
    const deck = await api(`/pitchprep/outputs/${deckSummary.id}`);
    expect(contentSchemaFor.pitch_deck.safeParse(deck.body.content).success).toBe(true);
    const slides = (deck.body.content as DeckContent).slides;
    expect(JSON.stringify(slides)).toContain(SAMPLE_FUNDRAISING_INTAKE.company.name);
    // The sample has no go-to-market answers: the view lists what the deck still needs.
    expect((deck.body.gaps as { prompt: string }[]).map((gap) => gap.prompt)).toEqual(expect.arrayContaining([expect.stringContaining('acquisition channels')]));

    // Edit a slide title: version 2; a stale base version is refused; restoring v1 makes v3.
    const edited = structuredClone(deck.body.content as DeckContent);
    edited.slides[1].title = 'The problem, in one line';
    const saved = await api(`/pitchprep/outputs/${deckSummary.id}`, { method: 'PUT', body: { baseVersion: 1, content: edited } });
    expect(saved.body).toMatchObject({ version: 2 });
    expect((saved.body.content as DeckContent).slides[1].title).toBe('The problem, in one line');
    const stale = await api(`/pitchprep/outputs/${deckSummary.id}`, { method: 'PUT', body: { baseVersion: 1, content: edited } });
    expect([stale.status, stale.body.error?.code]).toEqual([409, 'PITCHPREP.VERSION_CONFLICT']);
    const invalid = await api(`/pitchprep/outputs/${deckSummary.id}`, { method: 'PUT', body: { baseVersion: 2, content: { slides: 'none' } } });
    expect(invalid.status).toBe(400);
    const restored = await api(`/pitchprep/outputs/${deckSummary.id}/restore`, { method: 'POST', body: { version: 1 } });
    expect(restored.body).toMatchObject({ version: 3 });
    expect((restored.body.content as DeckContent).slides[1].title).toBe(slides[1].title);
    expect((restored.body.versions as { version: number; note: string }[]).map((v) => [v.version, v.note])).toEqual([
      [3, 'Restored version 1'],
      [2, 'Edited'],
      [1, 'Written from your answers'],
    ]);
    const saves = await platform.db.query(`SELECT envelope FROM "${platform.schemaOf('assessments')}".outbox WHERE type = 'output.saved' AND envelope->'payload'->>'outputId' = $1`, [deckSummary.id]);
    expect(saves.rows.map((r) => r.envelope.payload.version).sort()).toEqual([1, 2, 3]);

    // The editor's thumbnail strip reorders slides: the new order is saved as it was sent.
    const reordered = structuredClone(restored.body.content as DeckContent);
    [reordered.slides[1], reordered.slides[2]] = [reordered.slides[2], reordered.slides[1]];
    const moved = await api(`/pitchprep/outputs/${deckSummary.id}`, { method: 'PUT', body: { baseVersion: 3, content: reordered } });
    expect(moved.status).toBe(200);
    expect((moved.body.content as DeckContent).slides.map((s) => s.id)).toEqual(reordered.slides.map((s) => s.id));
    expect((moved.body.content as DeckContent).slides[1].title).toBe(slides[2].title);

    const dir = mkdtempSync(join(tmpdir(), 'bv-pitchprep-'));
    const download = async (outputId: string, format: string, query = '') => {
      const res = await fetch(`${platform.services.gateway.url}/api/v1/pitchprep/outputs/${outputId}/export.${format}${query}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      const file = join(dir, `${outputId}${query.replace(/\W/g, '-')}.${format}`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      return file;
    };
    const pptx = await download(deckSummary.id, 'pptx');
    const slideXml = unzipText(pptx, 'ppt/slides/slide*.xml');
    expect(slideXml).toContain(slides[2].title);
    // The PDF a founder sends is the investor copy: slides only. The presenter copy carries the notes.
    const flat = (file: string) => text(file).replace(/\s+/g, ' ');
    const noteLines = slides.flatMap((slide) => slide.notes.split('\n')).map((line) => line.trim().replace(/\s+/g, ' ')).filter((line) => line.length > 12);
    expect(noteLines.length).toBeGreaterThan(0);
    const investor = flat(await download(deckSummary.id, 'pdf'));
    expect(investor).toContain(slides[2].title);
    for (const line of noteLines) expect(investor).not.toContain(line.slice(0, 30));
    expect(investor).not.toMatch(/speaker notes/i);
    const presenter = flat(await download(deckSummary.id, 'pdf', '?copy=presenter'));
    expect(presenter).toContain('SPEAKER NOTES');
    // The speaker view prints a note's "Say:" / "Investors will probe:" label above its text.
    expect(presenter).toContain(noteLines[0].replace(/^[A-Z][A-Za-z ]{1,28}:\s+/, '').slice(0, 30));
    expect((await api(`/pitchprep/outputs/${deckSummary.id}/export.pdf?copy=everyone`)).status).toBe(400);

    const faq = (await api(`/pitchprep/outputs/${faqSummary.id}`)).body.content as FaqContent;
    const faqDocx = unzipText(await download(faqSummary.id, 'docx'), 'word/document.xml');
    expect(faqDocx).toContain(escapeXml(faq.faqs[0].question));
    // The founder's "[Add: …]" prompts stay in the editor and the founder's own PDF, never in the investor's files.
    expect(faq.faqs.some((entry) => entry.suggestedAnswer.includes('[Add:'))).toBe(true);
    expect(faqDocx).not.toContain('[Add:');
    expect(flat(await download(faqSummary.id, 'pdf'))).not.toContain('[Add:');
    expect(flat(await download(faqSummary.id, 'pdf', '?copy=presenter'))).toContain('To add:');
    const checklist = (await api(`/pitchprep/outputs/${checklistSummary.id}`)).body.content as ChecklistContent;
    expect(text(await download(checklistSummary.id, 'pdf')).replace(/\s+/g, ' ')).toContain(checklist.categories[0].items[0].name);
    expect((await api(`/pitchprep/outputs/${faqSummary.id}/export.pptx`)).status).toBe(400);

    expect((await api(`/pitchprep/outputs/${faqSummary.id}`, { method: 'DELETE' })).body).toEqual({ deleted: true });
    expect(((await api('/pitchprep/outputs')).body.outputs as { id: string }[]).map((o) => o.id)).not.toContain(faqSummary.id);
    // What is gone, or someone else's, does not exist: every route answers 404, DELETE included.
    const gone = await api(`/pitchprep/outputs/${faqSummary.id}`, { method: 'DELETE' });
    expect([gone.status, gone.body.error?.code]).toEqual([404, 'PITCHPREP.NOT_FOUND']);
    const stranger = await entitledMember(platform);
    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await stranger.api(`/pitchprep/outputs/${deckSummary.id}`, { method });
      expect([method, answer.status, answer.body.error?.code]).toEqual([method, 404, 'PITCHPREP.NOT_FOUND']);
    }
    expect((await api(`/pitchprep/outputs/${deckSummary.id}`)).status).toBe(200);
  });

  it('writes the exit track, refuses users without PitchPrep, and counts Essential runs', async () => {
    const { api } = await entitledMember(platform, 'essential', 'subscription');
    const run = await generate(api, SAMPLE_EXIT_INTAKE);
    expect(run.outputs.map((o) => o.outputType)).toEqual(['exit_deck', 'exit_faq', 'data_room_checklist']);
    expect((await api('/pitchprep/access')).body).toMatchObject({ monthlyAllowance: 3, usedThisMonth: 1 });

    const base = `${platform.services.gateway.url}/api/v1`;
    const email = `nopitch-${randomUUID().slice(0, 8)}@example.sg`;
    await call(`${base}/auth/sign-up`, { body: { email, password: 'harbour lights over marina bay', name: 'No Plan' } });
    await platform.db.query(`UPDATE "${platform.schemaOf('identity')}".users SET email_verified_at = now() WHERE email = $1`, [email]);
    const token = (await call(`${base}/auth/sign-in`, { body: { email, password: 'harbour lights over marina bay' } })).body.accessToken as string;
    const draft = await call(`${base}/pitchprep/intake`, { method: 'PUT', body: { intake: SAMPLE_EXIT_INTAKE, step: 10 }, bearer: token });
    const refused = await call(`${base}/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST', bearer: token });
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'PITCHPREP.NO_ENTITLEMENT']);
  });

  it('lets exactly one of 10 concurrent runs through for an Essential user with one use left', async () => {
    const { id, api } = await entitledMember(platform, 'essential', 'subscription');
    const schema = `"${platform.schemaOf('assessments')}"`;
    for (let i = 0; i < 2; i++) await platform.db.query(`INSERT INTO ${schema}.monthly_uses (ref_id, user_id, kind, used_at) VALUES ($1, $2, 'exitcheck_pro', now())`, [randomUUID(), id]);
    // Ten finished intakes, so no two runs wait on the same intake row.
    const intakeIds = Array.from({ length: 10 }, () => randomUUID());
    for (const intakeId of intakeIds) {
      await platform.db.query(`INSERT INTO ${schema}.pitch_intakes (id, user_id, status, track, intake, step) VALUES ($1, $2, 'submitted', 'exit', $3, 10)`, [intakeId, id, SAMPLE_EXIT_INTAKE]);
    }
    const replies = await Promise.all(intakeIds.map((intakeId) => api(`/pitchprep/intake/${intakeId}/generate`, { method: 'POST' })));
    expect(replies.filter((r) => r.status === 202)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 403).map((r) => r.body.error?.code)).toEqual(Array(9).fill('PITCHPREP.MONTHLY_LIMIT'));
    const uses = await platform.db.query(`SELECT count(*)::int AS n FROM ${schema}.monthly_uses WHERE user_id = $1`, [id]);
    expect(uses.rows[0].n).toBe(3);
    expect((await api('/pitchprep/access')).body).toMatchObject({ allowed: false, reason: 'monthly_limit_reached', usedThisMonth: 3 });
  });
});

describe('PitchPrep with OpenAI (a local fake of its API)', () => {
  let platform: Platform;
  let openai: FakeOpenAi;
  beforeAll(async () => {
    openai = await FakeOpenAi.start();
    platform = await startPlatform(specs, { ...baseEnv, OPENAI_API_KEY: 'sk-test-blueprint-vault-local', OPENAI_API_BASE: openai.baseUrl, AI_TIMEOUT_MS: '2000', AI_JOB_BACKOFF_MS: '200' });
  });
  afterAll(async () => {
    await platform?.stop();
    await openai?.close();
  });

  const answers: Record<OutputType, unknown> = {
    pitch_deck: { slides: [{ kind: 'cover', title: 'Kopi Cloud raises S$1.5m', items: [{ label: '', text: 'Seed round' }], notes: 'Open with the ask.' }] },
    exit_deck: { slides: [{ kind: 'cover', title: 'Project Merlion', items: [{ label: '', text: 'Confidential teaser' }], notes: 'For buyers.' }] },
    investor_faq: { faqs: [{ category: 'Market', question: 'How big is the market?', suggestedAnswer: 'S$2bn in ASEAN.' }] },
    exit_faq: { faqs: [{ category: 'Deal', question: 'Why sell now?', suggestedAnswer: 'Succession.' }] },
    data_room_checklist: { categories: [{ category: 'Corporate', items: [{ name: 'ACRA business profile', description: 'Latest bizfile', required: true }] }] },
  };

  it('returns each of the five output types in the spec shapes, and refunds the run when the AI fails', async () => {
    openai.mode = { kind: 'reply', content: (body) => answers[(body.response_format as { json_schema: { name: OutputType } }).json_schema.name] };
    const { id, api } = await entitledMember(platform, 'essential', 'subscription');
    for (const intake of [SAMPLE_FUNDRAISING_INTAKE, SAMPLE_EXIT_INTAKE]) {
      const run = await generate(api, intake);
      expect(run.status).toBe('done');
      for (const output of run.outputs) {
        const view = await api(`/pitchprep/outputs/${output.id}`);
        expect(view.body).toMatchObject({ aiGenerated: true });
        expect(contentSchemaFor[output.outputType].safeParse(view.body.content).success).toBe(true);
        expect(JSON.stringify(view.body.content)).toContain(JSON.stringify(answers[output.outputType]).slice(2, 12));
        // An answer that fails the FAQ checks (no verb, a figure the intake does not contain) is not stored; our writer's answers are.
        if (output.outputType === 'investor_faq') expect(JSON.stringify(view.body.content)).not.toContain('S$2bn in ASEAN');
      }
    }
    const asked = openai.requests.map((r) => (r.body.response_format as { json_schema: { name: string; strict: boolean } }).json_schema);
    expect(new Set(asked.map((s) => s.name))).toEqual(new Set(['pitch_deck', 'investor_faq', 'data_room_checklist', 'exit_deck', 'exit_faq']));
    expect(asked.every((s) => s.strict)).toBe(true);
    expect((await api('/pitchprep/access')).body).toMatchObject({ usedThisMonth: 2 });

    openai.mode = { kind: 'status', status: 429, type: 'rate_limit_exceeded', message: 'Rate limit reached' };
    const revised = { ...SAMPLE_FUNDRAISING_INTAKE, company: { ...SAMPLE_FUNDRAISING_INTAKE.company, name: 'Kopi Cloud Holdings Pte Ltd' } };
    const failed = await generate(api, revised);
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'RATE_LIMIT' } });
    expect((await api('/pitchprep/access')).body).toMatchObject({ usedThisMonth: 2 });
    // The failed run gives its AI run of the day back too.
    expect(await aiRunsToday(platform, id)).toBe(2);
    // Nothing typed is lost: the intake of the failed run is the open draft again.
    expect((await api('/pitchprep/intake')).body.draft).toMatchObject({ intake: { company: { name: revised.company.name } } });
  });

  it("refuses an AI-written run past the plan's runs of the Singapore day, and counts yesterday's no more", async () => {
    openai.mode = { kind: 'reply', content: (body) => answers[(body.response_format as { json_schema: { name: OutputType } }).json_schema.name] };
    const { id, api } = await entitledMember(platform, 'pro', 'one_time');
    const schema = `"${platform.schemaOf('assessments')}"`;
    // Pro Vault: 10 a day. Nine taken today, three yesterday (Singapore time).
    const today = singaporeDayStart(new Date());
    for (let i = 0; i < 12; i++) {
      const usedAt = i < 9 ? new Date(Math.max(today.getTime(), Date.now() - 1000 * (i + 1))) : new Date(today.getTime() - 60_000 * i);
      await platform.db.query(`INSERT INTO ${schema}.ai_daily_uses (ref_id, user_id, kind, used_at) VALUES ($1, $2, 'pro_report', $3)`, [randomUUID(), id, usedAt]);
    }
    const tenth = await generate(api, SAMPLE_EXIT_INTAKE);
    expect(tenth.status).toBe('done');
    const before = openai.requests.length;
    const draft = await api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 } });
    const refused = await api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
    expect([refused.status, refused.body.error?.code, refused.body.error?.message]).toEqual([
      429,
      'AI.DAILY_LIMIT',
      "You have used today's 10 AI generations on your plan. You can generate again after midnight (Singapore time).",
    ]);
    const wait = Number(refused.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(Math.abs(Date.now() + wait * 1000 - (today.getTime() + 86_400_000))).toBeLessThan(5_000);
    expect(openai.requests.length).toBe(before);
    expect(await aiRunsToday(platform, id)).toBe(10);
    // The draft is kept for tomorrow.
    expect((await api('/pitchprep/intake')).body.draft).toMatchObject({ id: draft.body.id });
  });
});

/** AI-written runs the user started today (Singapore time), as the daily ceiling counts them. */
async function aiRunsToday(platform: Platform, userId: string): Promise<number> {
  const { rows } = await platform.db.query(`SELECT count(*)::int AS n FROM "${platform.schemaOf('assessments')}".ai_daily_uses WHERE user_id = $1 AND used_at >= $2`, [
    userId,
    singaporeDayStart(new Date()),
  ]);
  return rows[0].n as number;
}

/**
 * Generation as a durable job (issue 17 item 8): the request answers at once while a slow model
 * writes, the run survives a restart of the service mid-call, and a failed call is retried
 * without asking the AI again for outputs already written.
 */
describe('PitchPrep generation jobs with a slow AI', () => {
  let platform: Platform;
  let openai: FakeOpenAi;
  const schemaName = (body: Record<string, unknown>) => (body.response_format as { json_schema: { name: OutputType } }).json_schema.name;
  const answer = (body: Record<string, unknown>) =>
    ({
      pitch_deck: { slides: [{ kind: 'cover', title: 'Kopi Cloud raises S$1.5m', items: [{ label: '', text: 'Seed round' }], notes: 'Open with the ask.' }] },
      investor_faq: { faqs: [{ category: 'Market', question: 'How big is the market?', suggestedAnswer: 'S$2bn in ASEAN.' }] },
      data_room_checklist: { categories: [{ category: 'Corporate', items: [{ name: 'ACRA business profile', description: 'Latest bizfile', required: true }] }] },
    })[schemaName(body) as 'pitch_deck'];

  beforeAll(async () => {
    openai = await FakeOpenAi.start();
    platform = await startPlatform(specs, {
      ...baseEnv,
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

  const start = async (api: Awaited<ReturnType<typeof entitledMember>>['api']) => {
    const draft = await api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 } });
    const started = await api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
    expect(started.status).toBe(202);
    return started.body.id as string;
  };
  const runOf = async (api: Awaited<ReturnType<typeof entitledMember>>['api'], id: string) =>
    (await api(`/pitchprep/runs/${id}`)).body as { status: string; done: number; current: string | null; outputs: { outputType: string }[] };

  it('answers at once while a 20-second model writes, and finishes across a restart of the service, asking once per output', async () => {
    const { api } = await entitledMember(platform);
    openai.mode = { kind: 'slowReply', delayMs: 20_000, content: answer };
    const before = openai.requests.length;
    const runId = await start(api);
    expect((await runOf(api, runId)).status).toBe('running');
    await waitFor(async () => openai.requests.length - before, (asked) => asked === 1, 10_000, 'the first AI call');
    expect((await runOf(api, runId)).current).toBe('pitch_deck');

    // Restarted mid-call: the call in hand finishes, the rest run on the new instance.
    openai.mode = { kind: 'slowReply', delayMs: 200, content: answer };
    await platform.services.assessments.stop();
    await platform.startAgain('assessments');
    const done = await waitFor(() => runOf(api, runId), (run) => run.status !== 'running', 60_000, 'the generation run');
    expect(done).toMatchObject({ status: 'done', done: 3 });
    expect(done.outputs.map((o) => o.outputType).sort()).toEqual(['data_room_checklist', 'investor_faq', 'pitch_deck']);
    expect(openai.requests.slice(before).map((r) => schemaName(r.body)).sort()).toEqual(['data_room_checklist', 'investor_faq', 'pitch_deck']);
    expect((await api('/pitchprep/access')).body).toMatchObject({ usedThisMonth: 1 });
  });

  it('lets one of five parallel requests start a run, refuses a second run while it writes, and never generates the same answers twice', async () => {
    const { id, api } = await entitledMember(platform);
    openai.mode = { kind: 'slowReply', delayMs: 1000, content: answer };
    const before = openai.requests.length;
    const draft = await api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 } });
    const generateDraft = () => api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
    const replies = await Promise.all(Array.from({ length: 5 }, generateDraft));
    expect(replies.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409]);
    const runId = replies.find((r) => r.status === 202)?.body.id as string;
    for (const refused of replies.filter((r) => r.status === 409)) {
      expect(refused.body.error).toEqual({
        code: 'PITCHPREP.GENERATION_ACTIVE',
        message: 'Your materials are already being written. Wait for that run to finish before you generate again.',
        details: { runId },
      });
    }
    // Other answers wait too while the run writes.
    const other = await api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_EXIT_INTAKE, step: 10 } });
    expect((await api(`/pitchprep/intake/${other.body.id}/generate`, { method: 'POST' })).body.error?.code).toBe('PITCHPREP.GENERATION_ACTIVE');
    await waitFor(() => runOf(api, runId), (run) => run.status === 'done', 30_000, 'the run');

    // The submitted intake, and a new draft with the very same answers, are not generated again.
    const again = await Promise.all(Array.from({ length: 5 }, generateDraft));
    expect(again.map((r) => [r.status, r.body.error?.code])).toEqual(Array(5).fill([409, 'PITCHPREP.ALREADY_GENERATED']));
    expect(again[0].body.error?.message).toBe('These answers have already been turned into materials: open them from your dashboard. Change an answer to generate new ones.');
    await api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 } });
    const copy = (await api('/pitchprep/intake')).body.draft as { id: string };
    expect((await api(`/pitchprep/intake/${copy.id}/generate`, { method: 'POST' })).body.error).toMatchObject({ code: 'PITCHPREP.ALREADY_GENERATED', details: { runId } });
    expect(openai.requests.length - before).toBe(3);
    const schema = `"${platform.schemaOf('assessments')}"`;
    const runs = await platform.db.query(`SELECT count(*)::int AS n FROM ${schema}.generation_runs WHERE user_id = $1`, [id]);
    expect(runs.rows[0].n).toBe(1);

    // One changed answer is a new run.
    const changed = { ...SAMPLE_FUNDRAISING_INTAKE, problem: `${SAMPLE_FUNDRAISING_INTAKE.problem} Hawker stalls lose a tenth of sales to queues.` };
    await api('/pitchprep/intake', { method: 'PUT', body: { intake: changed, step: 10 } });
    const changedRun = await api(`/pitchprep/intake/${copy.id}/generate`, { method: 'POST' });
    expect(changedRun.status).toBe(202);
    await waitFor(() => runOf(api, changedRun.body.id as string), (run) => run.status === 'done', 30_000, 'the changed run');
  });

  it('retries a failed AI call with backoff, keeps what was written, and never writes an output twice', async () => {
    const { api } = await entitledMember(platform);
    // The deck is written, then the FAQ call fails (the SDK itself asks twice) and the job waits to retry.
    let faqFailures = 2;
    openai.mode = {
      kind: 'route',
      respond: (body) =>
        schemaName(body) === 'investor_faq' && faqFailures-- > 0 ? { status: 500, type: 'server_error', message: 'The server had an error' } : { content: answer(body) },
    };
    const before = openai.requests.length;
    const runId = await start(api);
    const done = await waitFor(() => runOf(api, runId), (run) => run.status !== 'running', 30_000, 'the retried run');
    expect(done).toMatchObject({ status: 'done', done: 3 });
    expect(done.outputs).toHaveLength(3);
    const asked = openai.requests.slice(before).map((r) => schemaName(r.body));
    expect(asked.filter((name) => name === 'investor_faq')).toHaveLength(3);
    // The deck written before the failure is not asked for again.
    expect(asked.filter((name) => name === 'pitch_deck')).toHaveLength(1);
  });
});

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
