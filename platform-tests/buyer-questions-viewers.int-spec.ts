import { randomUUID } from 'node:crypto';
import type { ProResult } from '@bv/contracts';
import { CURRENT_PRO_QUESTION_BANK, type DeckContent } from '@bv/domain';
import { call, waitFor } from '@bv/testing';
import { browser, member, sharingSuite, type Member } from './sharing-fixtures';

jest.setTimeout(240_000);

const bank = CURRENT_PRO_QUESTION_BANK;
const questions = bank.categories.flatMap((c) => c.questions);
const nearest = (q: (typeof questions)[number], score: number) => [...q.options].sort((a, b) => Math.abs(a.score - score) - Math.abs(b.score - score))[0];
/**
 * Financial Reporting answered 6/10, Revenue Quality at the top, everything else about 3/10:
 * without viewers a lighter category's weaker answer is the first question (0.1 × 7 points
 * short beats 0.15 × 4); a buyer's minutes on the Financials slide lift Financial Reporting
 * above it (× 1.5: 0.9), as docs/product-rules.md, "Questions a buyer will ask", says.
 */
const answers = questions.map((q) => {
  if (q.id.startsWith('fr_')) return nearest(q, 6);
  if (q.id.startsWith('rq_')) return nearest(q, 10);
  return nearest(q, 3);
});

describe('buyer questions ranked by what viewers of shared decks lingered on', () => {
  const suite = sharingSuite();
  const { sharing, share, deck } = suite;

  async function completedAssessment(founder: Pick<Member, 'api'>, email: string): Promise<string> {
    await waitFor(() => founder.api('/exitcheck/access'), (r) => r.body.allowed === true, 15_000, 'ExitCheck access');
    const userInfo = { name: 'Nurul Huda', email, company: 'Kopi Cloud Pte Ltd', revenue: 'S$1–5m', industry: 'Software', phone: '+65 6123 4567' };
    const draft = await founder.api('/exitcheck/assessments', { body: { userInfo } });
    const id = draft.body.id as string;
    for (const [i, q] of questions.entries()) {
      const reply = await founder.api(`/exitcheck/assessments/${id}/responses`, { method: 'PUT', body: { questionId: q.id, optionId: answers[i].id } });
      expect(reply.status).toBe(200);
    }
    expect((await founder.api(`/exitcheck/assessments/${id}/complete`, { method: 'POST' })).status).toBe(200);
    return id;
  }

  /** The questions the answers raise: the owner's PitchPrep intake (a 7-month runway, a Malaysia launch) raises its own besides. */
  const resultOf = async (founder: Pick<Member, 'api'>, id: string) => {
    const reply = await founder.api(`/exitcheck/assessments/${id}`);
    expect(reply.status).toBe(200);
    const result = reply.body as unknown as ProResult;
    return { ...result, buyerQuestions: result.buyerQuestions.filter((q) => !q.questionId.startsWith('intake_')), fromIntake: result.buyerQuestions.filter((q) => q.questionId.startsWith('intake_')) };
  };

  /** A visit that stays `ms` on the deck's Financials slide (the page open long enough for it). */
  async function lingerOnFinancials(token: string, ms: number, device?: 'bot') {
    const investor = browser(suite.platform());
    const opened = await investor.call(`/${token}`);
    const viewId = opened.body.content.viewId as string;
    const slides = (opened.body.content.content as DeckContent).slides;
    const financials = slides.findIndex((s) => s.kind === 'financials');
    expect(financials).toBeGreaterThan(-1);
    await suite.platform().db.query(`UPDATE ${sharing()}.share_views SET last_seen_at = now() - interval '10 minutes' WHERE id = $1`, [viewId]);
    const sent = await investor.call(`/${token}/engagement`, {
      body: { viewId, sectionCount: slides.length, sections: [{ index: 0, ms: 5_000 }, { index: financials, ms }] },
      headers: { origin: 'https://vault.example.sg' },
    });
    expect(sent.status).toBe(204);
    if (device) await suite.platform().db.query(`UPDATE ${sharing()}.share_views SET device_class = 'bot' WHERE id = $1`, [viewId]);
  }

  it('puts Financial Reporting first, with the line, for a founder whose Financials slide was read for minutes; a founder without shares gets the plain list', async () => {
    const plainFounder = await member(suite.platform());
    const email = `plain-${randomUUID().slice(0, 8)}@example.sg`;
    const opened = await plainFounder.api('/billing/checkout', { body: { planType: 'pro', paymentType: 'one_time' } });
    await call(`${suite.platform().services.gateway.url}/api/v1/billing/sandbox/sessions/${String(opened.body.url).replace('/sandbox/checkout/', '')}/pay`, { method: 'POST' });
    const plain = await resultOf(plainFounder, await completedAssessment(plainFounder, email));
    expect(plain.buyerQuestions[0].categoryTitle).not.toBe('Financial Reporting');
    expect(plain.buyerQuestions.some((q) => q.viewerInterest)).toBe(false);

    expect(plain.fromIntake).toEqual([]);

    const owner = suite.owner();
    const assessmentId = await completedAssessment(owner, 'owner@example.sg');
    // Before anyone views the deck, the owner's answers raise the plain list; the intake adds its runway.
    const before = await resultOf(owner, assessmentId);
    expect(before.buyerQuestions.map((q) => q.questionId).filter((id) => plain.buyerQuestions.some((p) => p.questionId === id))).toEqual(
      plain.buyerQuestions.map((q) => q.questionId).filter((id) => before.buyerQuestions.some((b) => b.questionId === id)),
    );
    expect(before.fromIntake).toContainEqual(
      expect.objectContaining({ questionId: 'intake_runway', ask: 'With 7 months of cash left, what happens to the business if the deal takes longer than planned?', evidence: 'Financial model and projections' }),
    );

    const created = await share();
    expect(created.id).toBeTruthy();
    // A link preview's "minutes" count for nothing, as on the analytics page.
    await lingerOnFinancials(created.token, 400_000, 'bot');
    expect((await resultOf(owner, assessmentId)).buyerQuestions.some((q) => q.viewerInterest)).toBe(false);

    await lingerOnFinancials(created.token, 150_000);
    await lingerOnFinancials(created.token, 90_000);
    const ranked = (await resultOf(owner, assessmentId)).buyerQuestions;
    expect(ranked[0]).toMatchObject({ categoryTitle: 'Financial Reporting', viewerInterest: '2 viewers of your shared decks spent 4 min on Financials' });
    for (const q of ranked) {
      if (['Financial Reporting', 'Revenue Quality'].includes(q.categoryTitle)) expect(q.viewerInterest).toMatch(/on Financials/);
      else expect(q.viewerInterest).toBeUndefined();
    }
    expect(deck().outputType).toBe('pitch_deck');
  });

  it('still answers the result, with the plain list, when sharing is down', async () => {
    const owner = suite.owner();
    const history = (await owner.api('/exitcheck/assessments')).body.assessments as { id: string }[];
    await suite.platform().services.sharing.stop();
    const started = Date.now();
    const result = await resultOf(owner, history[0].id);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.buyerQuestions.length).toBeGreaterThan(0);
    expect(result.buyerQuestions.some((q) => q.viewerInterest)).toBe(false);
  });
});
