import { randomUUID } from 'node:crypto';
import type { EventEnvelope, PeerBenchmarkView } from '@bv/contracts';
import { CURRENT_PRO_QUESTION_BANK, proLevel, scoreProAssessment, type ProCategoryId } from '@bv/domain';
import { assessmentsService } from '../apps/assessments/src/service';
import { deliverEvents, envelope } from './events';
import { startPlatform, type Platform } from './harness';
import { rpcCaller } from './rpc-caller';

jest.setTimeout(120_000);

const bank = CURRENT_PRO_QUESTION_BANK;
const questions = bank.categories.flatMap((c) => c.questions);
const FR = 'financial_reporting';
type Profile = { industry: string; revenue: string; country?: string };
const SG_FNB_SMALL: Profile = { industry: 'Food and beverage', revenue: 'S$1–2M', country: 'Singapore' };

/**
 * Peer benchmarks (docs/product-rules.md, "Peer benchmarks") from generated ExitCheck Pro
 * assessments: each is stored completed, and its `assessment.completed` event keeps the
 * anonymised read model, as a real completion's does.
 */
describe('peer benchmarks', () => {
  let platform: Platform;
  let caller: Awaited<ReturnType<typeof rpcCaller>>;

  beforeAll(async () => {
    platform = await startPlatform([assessmentsService]);
    caller = await rpcCaller(platform.runId);
  });
  afterAll(async () => {
    await caller?.close();
    await platform?.stop();
  });

  const schema = () => `"${platform.schemaOf('assessments')}"`;

  /** The viewer answers every question with option 1: its scores come from the real scoring. */
  const viewerResponses = questions.map((q) => ({ questionId: q.id, optionId: q.options[1].id, score: q.options[1].score, categoryId: q.categoryId }));
  const viewerScore = scoreProAssessment(viewerResponses.map((r) => ({ ...r, categoryId: r.categoryId as ProCategoryId })));
  const viewerFr = viewerScore.categoryScores.find((c) => c.categoryId === FR)!.score;

  /** Stores a completed assessment (a peer's scores given outright) and delivers its completion event. */
  async function completed(profile: Profile, scores: { total: number; fr: number } | 'viewer', userId = randomUUID(), completedAt = new Date()): Promise<{ id: string; userId: string }> {
    const id = randomUUID();
    const total = scores === 'viewer' ? viewerScore.total : scores.total;
    const categoryScores = viewerScore.categoryScores.map((c) => ({ categoryId: c.categoryId, title: c.title, weight: c.weight, score: scores !== 'viewer' && c.categoryId === FR ? scores.fr : c.score }));
    await platform.db.query(
      `INSERT INTO ${schema()}.pro_assessments (id, user_id, bank_version, status, user_info, responses, total_score, readiness_level, category_scores, strengths, gaps, completed_at)
       VALUES ($1, $2, $3, 'completed', $4, $5, $6, $7, $8, '{}', '{}', $9)`,
      [id, userId, bank.version, JSON.stringify({ name: 'Tan Wei Ming', email: `${id}@example.sg`, company: 'Generated Pte Ltd', phone: '', ...profile }), JSON.stringify(scores === 'viewer' ? viewerResponses : []), total, proLevel(total), JSON.stringify(categoryScores), completedAt],
    );
    await deliver(envelope('assessment.completed', { assessmentId: id, kind: 'pro', toolType: 'exitcheck', email: `${id}@example.sg`, name: 'Tan Wei Ming', userId, score: total, maxScore: 100, scoreLabel: proLevel(total), tier: 'medium', insight: 'Generated.' }));
    return { id, userId };
  }

  const deliver = (...events: EventEnvelope[]) => deliverEvents(platform, 'assessments', events);

  const benchmarkOf = async (viewer: { id: string; userId: string }): Promise<PeerBenchmarkView> =>
    (await caller.rpc.call('assessments.pro.result', { userId: viewer.userId, assessmentId: viewer.id })).peerBenchmark;

  /** Peers around the viewer: totals from −9 to +9 of its own (skipping 0), Financial Reporting one below (15) or one above (the rest). */
  const peer = (i: number) => ({ total: viewerScore.total + (i < 9 ? i - 9 : i - 8), fr: i < 15 ? viewerFr - 1 : viewerFr + 1 });

  it('hides a cohort under 20, widens to a named one, then uses the narrowest once it reaches 20, with hand-computed percentiles', async () => {
    const viewer = await completed(SG_FNB_SMALL, 'viewer');
    // 18 peers + the viewer: 19 in Singapore F&B with S$1–2M; none wider yet.
    for (let i = 0; i < 18; i++) await completed(SG_FNB_SMALL, peer(i));
    expect(await benchmarkOf(viewer)).toEqual({ status: 'too_few', narrowestLabel: 'Singapore food and beverage companies with S$1–2M revenue', cohort: null, overall: null, categories: [] });

    // A larger Singapore F&B company makes 20 of every size: shown, named as the wider group.
    await completed({ ...SG_FNB_SMALL, revenue: 'S$5–10M' }, { total: 90, fr: 9 });
    const widened = await benchmarkOf(viewer);
    expect(widened.status).toBe('shown');
    expect(widened.cohort).toEqual({ level: 'industry_country', label: 'Singapore food and beverage companies of every size', size: 20, widened: true });

    // The 19th peer of the viewer's own band: 20 there, the narrowest cohort is used.
    await completed(SG_FNB_SMALL, peer(18));
    const narrow = await benchmarkOf(viewer);
    expect(narrow.cohort).toEqual({ level: 'industry_band_country', label: 'Singapore food and beverage companies with S$1–2M revenue', size: 20, widened: false });
    // Overall: 9 of 20 below, the viewer's own result a tie: (9 + ½) / 20 = 47.5%, rounded to 48.
    expect(narrow.overall).toEqual({ score: viewerScore.total, percentile: 48 });
    const fr = narrow.categories.find((c) => c.categoryId === FR);
    // Financial Reporting: 15 of 20 below, one tie: (15 + ½) / 20 = 77.5%, rounded to 78.
    expect(fr).toMatchObject({ title: 'Financial Reporting', percentile: 78, cohortSize: 20 });
    // Every other category: the 20 tie: ½ = 50%.
    expect(narrow.categories.filter((c) => c.categoryId !== FR).every((c) => c.percentile === 50)).toBe(true);
    expect(narrow.categories).toHaveLength(bank.categories.length);
  });

  it('widens to Southeast Asia for a country with too few results, and compares nobody without a country', async () => {
    const kl = await completed({ industry: 'Manufacturing', revenue: 'S$2–5M', country: 'Malaysia' }, 'viewer');
    const my = await benchmarkOf(kl);
    // Under 20 in Malaysia; the Singapore results of the case above make Southeast Asia large enough.
    expect(my.cohort).toMatchObject({ level: 'region', label: 'companies across Southeast Asia', widened: true });
    expect(my.cohort!.size).toBeGreaterThanOrEqual(20);
    expect(my.narrowestLabel).toBe('Malaysia manufacturing companies with S$2–5M revenue');

    const nowhere = await completed({ industry: 'Manufacturing', revenue: 'S$2–5M' }, 'viewer');
    expect(await benchmarkOf(nowhere)).toMatchObject({ status: 'unplaced', cohort: null, overall: null });
  });

  it('counts a company once (its latest result), and keeps no name, e-mail or id in the read model', async () => {
    const before = (await platform.db.query(`SELECT count(*)::int AS n FROM ${schema()}.peer_results`)).rows[0].n;
    const userId = randomUUID();
    const first = await completed({ industry: 'Manufacturing', revenue: 'S$1–2M', country: 'Thailand' }, { total: 30, fr: 3 }, userId, new Date('2026-01-05T03:00:00Z'));
    await completed({ industry: 'Manufacturing', revenue: 'S$1–2M', country: 'Thailand' }, { total: 55, fr: 6 }, userId, new Date('2026-06-05T03:00:00Z'));
    // The earlier completion's event delivered again late adds nothing.
    await deliver(envelope('assessment.completed', { assessmentId: first.id, kind: 'pro', toolType: 'exitcheck', email: 'late@example.sg', name: 'Late', userId, score: 30, maxScore: 100, scoreLabel: 'Low', tier: 'low', insight: 'Late.' }));
    const rows = (await platform.db.query(`SELECT * FROM ${schema()}.peer_results WHERE country = 'Thailand'`)).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'pro', tool_type: 'exitcheck', total_score: 55, industry: 'Manufacturing', revenue_band: 'S$1–2M', country: 'Thailand' });
    expect((await platform.db.query(`SELECT count(*)::int AS n FROM ${schema()}.peer_results`)).rows[0].n).toBe(before + 1);

    // A Lite result is kept with its own scale and no profile (Lite asks for none); Pro cohorts never count it.
    const lite = randomUUID();
    await platform.db.query(
      `INSERT INTO ${schema()}.lite_assessments (id, user_email, tool_type, responses, score, score_label, tier) VALUES ($1, 'lite@example.sg', 'exitcheck', '{}', 32, 'Building', 'medium')`,
      [lite],
    );
    await deliver(envelope('assessment.completed', { assessmentId: lite, kind: 'lite', toolType: 'exitcheck', email: 'lite@example.sg', name: 'Lite', userId: null, score: 32, maxScore: 50, scoreLabel: 'Building', tier: 'medium', insight: 'Lite.' }));
    const liteRows = (await platform.db.query(`SELECT * FROM ${schema()}.peer_results WHERE kind = 'lite'`)).rows;
    expect(liteRows).toEqual([expect.objectContaining({ tool_type: 'exitcheck', total_score: 32, max_score: 50, category_scores: null, industry: null, revenue_band: null, country: null })]);

    const columns = (await platform.db.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'peer_results' ORDER BY ordinal_position`, [platform.schemaOf('assessments')])).rows.map((r) => r.column_name);
    expect(columns).toEqual(['id', 'kind', 'tool_type', 'total_score', 'max_score', 'category_scores', 'industry', 'revenue_band', 'country', 'completed_on']);
    const all = JSON.stringify((await platform.db.query(`SELECT * FROM ${schema()}.peer_results`)).rows);
    expect(all).not.toContain('@example.sg');
    expect(all).not.toContain(userId);
    expect(all).not.toContain(first.id);
  });
});
