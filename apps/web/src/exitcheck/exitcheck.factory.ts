import type { ProAccess, ProBankView, ProDraft, ProHistoryEntry, ProReport, ProResult, ProUserInfo } from '@bv/contracts';
import { CURRENT_PRO_QUESTION_BANK, likelyBuyerQuestions, proBankForClients, proReportFacts, scoreProAssessment } from '@bv/domain';

// Test data for the ExitCheck Pro specs, built from the real bank and scoring rules so a spec
// never contradicts them.

const NOW = '2025-06-02T04:00:00.000Z';
export const DRAFT_ID = '7a1e2b3c-4d5e-4f60-8a1b-2c3d4e5f6a7b';
export const RESULT_ID = '8b2f3c4d-5e6f-4a71-9b2c-3d4e5f6a7b8c';

/** The bank as GET /exitcheck/bank sends it: option scores stay on the server. */
export function buildBankView(): ProBankView {
  return proBankForClients(CURRENT_PRO_QUESTION_BANK);
}

export const allQuestions = () => CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions);

/** Option `index` of a question, or its last option when it has fewer (questions have 4 or 5). */
const optionAt = (q: ReturnType<typeof allQuestions>[number], index: number) => q.options[Math.min(index, q.options.length - 1)];

export function buildUserInfo(overrides: Partial<ProUserInfo> = {}): ProUserInfo {
  return {
    name: 'Mei Ling',
    email: 'mei@example.sg',
    company: 'Lion City Logistics Pte. Ltd.',
    revenue: 'S$2–5M',
    industry: 'Logistics and supply chain',
    phone: '+65 9123 4567',
    ...overrides,
  };
}

export function buildAccess(overrides: Partial<ProAccess> = {}): ProAccess {
  return { allowed: true, reason: 'entitled', unlimited: true, monthlyAllowance: null, usedThisMonth: 0, ...overrides };
}

/** A draft whose first `answered` questions (bank order) carry option `optionIndex`. */
export function buildDraft(answered = 0, optionIndex = 0): ProDraft {
  return {
    id: DRAFT_ID,
    bankVersion: CURRENT_PRO_QUESTION_BANK.version,
    userInfo: buildUserInfo(),
    responses: allQuestions()
      .slice(0, answered)
      .map((q) => ({ questionId: q.id, optionId: optionAt(q, optionIndex).id })),
    updatedAt: NOW,
  };
}

export function buildReport(overrides: Partial<ProReport> = {}): ProReport {
  return {
    insights: ['Audited accounts would remove the largest discount a buyer would apply.'],
    actionPlan: [{ action: 'Engage an auditor for FY2025', owner: 'CFO', timeframe: '30 days' }],
    recommendations: ['Document normalised EBITDA with evidence for each add-back.'],
    aiGenerated: false,
    generatedAt: NOW,
    ...overrides,
  };
}

/** A result as the server would score it when every question gets option `optionIndex`. */
export function buildResult(optionIndex = 2, overrides: Partial<ProResult> = {}): ProResult {
  const responses = allQuestions().map((q) => {
    const option = optionAt(q, optionIndex);
    return { categoryId: q.categoryId, questionId: q.id, optionId: option.id, score: option.score };
  });
  const scored = scoreProAssessment(responses);
  const facts = proReportFacts(CURRENT_PRO_QUESTION_BANK, responses);
  return {
    id: RESULT_ID,
    bankVersion: CURRENT_PRO_QUESTION_BANK.version,
    userInfo: buildUserInfo(),
    totalScore: scored.total,
    readinessLevel: scored.level,
    categoryScores: scored.categoryScores.map(({ categoryId, title, weight, score }) => ({ categoryId, title, weight, score, change: null })),
    strengths: scored.strengths,
    gaps: scored.gaps,
    responses: responses.map(({ questionId, optionId, score }) => ({ questionId, optionId, score })),
    completedAt: NOW,
    previousTotal: null,
    report: null,
    nextSteps: facts.advice.slice(0, 3).map((item) => ({ ...item, categoryTitle: facts.answers.find((a) => a.questionId === item.questionIds[0])?.categoryTitle ?? '' })),
    changes: [],
    buyerQuestions: likelyBuyerQuestions(CURRENT_PRO_QUESTION_BANK, responses),
    peerBenchmark: { status: 'unplaced', narrowestLabel: null, cohort: null, overall: null, categories: [] },
    ...overrides,
  };
}

/** A result as the dashboard's history lists it. */
export function historyEntryOf(result: ProResult): ProHistoryEntry {
  return {
    id: result.id,
    totalScore: result.totalScore,
    readinessLevel: result.readinessLevel,
    completedAt: result.completedAt,
    categories: result.categoryScores.map(({ categoryId, title, score }) => ({ categoryId, title, score })),
  };
}
