import type { ProAccess, ProDraft, ProHistoryEntry, ProReport, ProReportJob, ProResult } from '@bv/contracts';
import { jsonResponse } from '../test/fake-fetch';
import { allQuestions, buildAccess, buildBankView, buildResult, DRAFT_ID, RESULT_ID } from './exitcheck.factory';

export type FakeExitCheckState = {
  access: ProAccess;
  draft: ProDraft | null;
  history: ProHistoryEntry[];
  results: Record<string, ProResult>;
  /**
   * How the report jobs started by POST …/report end, in turn (the last one repeats): a report,
   * or a failure (the job fails with that code; with `http`, the POST itself is refused).
   */
  reports: Array<ProReport | { status: number; code: string; message: string; http?: boolean }>;
  /** The latest report job, as GET …/report answers it. */
  job: ProReportJob | null;
};

const error = (status: number, code: string, message: string) => jsonResponse(status, { error: { code, message } });

/**
 * The gateway's /exitcheck routes in memory, behind the fetch mock: the specs drive the page and
 * the page's calls change this state the way the server's would.
 */
export function fakeExitCheckServer(initial: Partial<FakeExitCheckState> = {}) {
  const state: FakeExitCheckState = { access: buildAccess(), draft: null, history: [], results: {}, reports: [], job: null, ...initial };
  const bank = buildBankView();

  const handle = (method: string, path: string, body: unknown): Response => {
    if (method === 'GET' && path === '/exitcheck/access') return jsonResponse(200, state.access);
    if (method === 'GET' && path === '/exitcheck/bank') return jsonResponse(200, bank);
    if (method === 'GET' && path === '/exitcheck/draft') return jsonResponse(200, { draft: state.draft });
    if (method === 'GET' && path === '/exitcheck/assessments') return jsonResponse(200, { assessments: state.history });
    if (method === 'POST' && path === '/exitcheck/assessments') {
      if (!state.access.allowed) return error(403, 'PRO.NO_ENTITLEMENT', 'ExitCheck Pro is not part of your plan.');
      state.draft ??= { id: DRAFT_ID, bankVersion: bank.version, userInfo: (body as ProDraft).userInfo, responses: [], updatedAt: new Date().toISOString() };
      return jsonResponse(201, state.draft);
    }
    const match = /^\/exitcheck\/assessments\/([^/]+)(?:\/(responses|back|complete|report))?$/.exec(path);
    if (!match) return error(404, 'NOT_FOUND', `No route ${method} ${path}`);
    const [, id, action] = match;
    if (method === 'GET' && !action) return state.results[id] ? jsonResponse(200, state.results[id]) : error(404, 'NOT_FOUND', 'Assessment not found');
    if (action === 'report' && method === 'GET') return jsonResponse(200, { job: state.job });
    if (action === 'report' && method === 'POST') {
      const next = state.reports.length > 1 ? state.reports.shift() : state.reports[0];
      if (!next) return error(500, 'GENERATION_ERROR', 'No report configured');
      if ('code' in next && next.http) return error(next.status, next.code, next.message);
      // The job ends at once here; the page's polling is covered by the jobs that stay running.
      const jobId = `00000000-0000-4000-8000-${String(state.reports.length).padStart(12, '0')}`;
      state.job =
        'code' in next
          ? { id: jobId, status: 'failed', stage: 'failed', report: null, error: { code: next.code, message: next.message } }
          : { id: jobId, status: 'done', stage: 'done', report: next, error: null };
      return jsonResponse(202, state.job);
    }
    const draft = state.draft;
    if (!draft || draft.id !== id) return error(404, 'NOT_FOUND', 'Assessment not found');
    if (method === 'PUT' && action === 'responses') {
      const answer = body as { questionId: string; optionId: string };
      const at = draft.responses.findIndex((r) => r.questionId === answer.questionId);
      const responses = [...draft.responses];
      if (at >= 0) responses[at] = answer;
      else responses.push(answer);
      state.draft = { ...draft, responses };
      return jsonResponse(200, state.draft);
    }
    if (method === 'POST' && action === 'back') {
      state.draft = { ...draft, responses: draft.responses.slice(0, -1) };
      return jsonResponse(200, state.draft);
    }
    if (method === 'POST' && action === 'complete') {
      if (draft.responses.length < allQuestions().length) return error(400, 'PRO.INCOMPLETE', 'Answer every question first.');
      const result = buildResult(2, { id: RESULT_ID, userInfo: draft.userInfo });
      state.results[result.id] = result;
      state.history = [{ id: result.id, totalScore: result.totalScore, readinessLevel: result.readinessLevel, completedAt: result.completedAt, categories: result.categoryScores.map(({ categoryId, title, score }) => ({ categoryId, title, score })) }, ...state.history];
      state.draft = null;
      return jsonResponse(200, result);
    }
    return error(405, 'METHOD_NOT_ALLOWED', `${method} ${path}`);
  };

  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return handle(method, url.replace(/^\/api\/v1/, ''), body);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  /** "METHOD /path" of every call, in order. */
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).replace(/^\/api\/v1/, '')}`);
  const bodiesTo = (key: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).replace(/^\/api\/v1/, '')}` === key)
      .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { state, fetchMock, calls, bodiesTo };
}
