import { outputPreview } from '@bv/domain';
import type { GenerationRun, IntakeDraft, OutputView, ProAccess } from '@bv/contracts';
import { jsonResponse } from '../test/fake-fetch';
import { buildAccess, DRAFT_ID, NOW } from './pitchprep.factory';

type Failure = { status: number; code: string; message: string };

/** An export as the gateway sends it: the file body and its name in Content-Disposition. */
export function fileResponse(filename: string, bytes = 'PK\u0003\u0004'): Response {
  const blob = new Blob([bytes]);
  return { ok: true, status: 200, headers: new Headers({ 'Content-Disposition': `attachment; filename="${filename}"` }), blob: async () => blob } as unknown as Response;
}

export type FakePitchPrepState = {
  access: ProAccess;
  draft: IntakeDraft | null;
  /** What GET /pitchprep/runs/:id answers, in turn (the last one repeats); POST …/generate answers the first. */
  runSteps: GenerationRun[];
  outputs: Record<string, OutputView>;
  /** Every version's title and content, per output, so restore can bring one back. */
  history: Record<string, Record<number, { title: string; content: unknown }>>;
  /** One-shot failures by "METHOD /path": the next such call fails, later ones succeed. */
  failures: Record<string, Failure>;
};

const error = ({ status, code, message }: Failure) => jsonResponse(status, { error: { code, message } });
const SAVED_AT = (version: number) => new Date(Date.parse(NOW) + version * 60_000).toISOString();

/**
 * The gateway's /pitchprep routes in memory, behind the fetch mock: the specs drive the pages
 * and the pages' calls change this state the way the server's would.
 */
export function fakePitchPrepServer(initial: Partial<Omit<FakePitchPrepState, 'history'>> = {}) {
  const state: FakePitchPrepState = { access: buildAccess(), draft: null, runSteps: [], outputs: {}, failures: {}, ...initial, history: {} };
  for (const view of Object.values(state.outputs)) {
    state.history[view.id] = Object.fromEntries(view.versions.map((v) => [v.version, { title: view.title, content: view.content }]));
  }

  const newVersion = (view: OutputView, title: string, content: unknown, note: string): OutputView => {
    const version = view.version + 1;
    const savedAt = SAVED_AT(version);
    state.history[view.id][version] = { title, content };
    const next = { ...view, title, content, version, updatedAt: savedAt, versions: [...view.versions, { version, savedAt, note }] };
    state.outputs[view.id] = next;
    return next;
  };

  const handle = (method: string, path: string, body: unknown): Response => {
    const failure = state.failures[`${method} ${path}`];
    if (failure) {
      delete state.failures[`${method} ${path}`];
      return error(failure);
    }
    if (method === 'GET' && path === '/pitchprep/access') return jsonResponse(200, state.access);
    if (method === 'GET' && path === '/pitchprep/intake') return jsonResponse(200, { draft: state.draft });
    if (method === 'PUT' && path === '/pitchprep/intake') {
      const { intake, step } = body as Pick<IntakeDraft, 'intake' | 'step'>;
      state.draft = { id: state.draft?.id ?? DRAFT_ID, intake, step, updatedAt: SAVED_AT(step + 1) };
      return jsonResponse(200, state.draft);
    }
    if (method === 'POST' && /^\/pitchprep\/intake\/[^/]+\/generate$/.test(path)) {
      if (!state.access.allowed) {
        const monthly = state.access.reason === 'monthly_limit_reached';
        return error({
          status: 403,
          code: monthly ? 'PITCHPREP.MONTHLY_LIMIT' : 'PITCHPREP.NO_ENTITLEMENT',
          message: monthly ? 'You have used this month’s allowance.' : 'PitchPrep is not part of your plan.',
        });
      }
      const first = state.runSteps[0];
      // As on the server, generating closes the draft.
      if (first) state.draft = null;
      return first ? jsonResponse(201, first) : error({ status: 500, code: 'TEST', message: 'No run configured' });
    }
    if (method === 'GET' && path.startsWith('/pitchprep/runs/')) {
      const next = state.runSteps.length > 1 ? state.runSteps.shift() : state.runSteps[0];
      return next ? jsonResponse(200, next) : error({ status: 404, code: 'NOT_FOUND', message: 'Run not found' });
    }
    if (method === 'GET' && path === '/pitchprep/outputs') {
      // As the server does: a summary with the first slide or section as its preview.
      const outputs = Object.values(state.outputs).map(({ content, versions: _versions, ...summary }) => ({ ...summary, preview: outputPreview(summary.outputType, content) }));
      return jsonResponse(200, { outputs });
    }
    const match = /^\/pitchprep\/outputs\/([^/]+)(?:\/(restore|export\.pptx|export\.docx|export\.pdf))?$/.exec(path);
    if (!match) return error({ status: 404, code: 'NOT_FOUND', message: `No route ${method} ${path}` });
    const [, id, action] = match;
    const view = state.outputs[id];
    if (!view) return error({ status: 404, code: 'NOT_FOUND', message: 'Output not found' });
    if (method === 'GET' && !action) return jsonResponse(200, view);
    if (method === 'GET' && action?.startsWith('export.')) return fileResponse(`${view.title.toLowerCase().replace(/\W+/g, '-')}.${action.slice(7)}`);
    if (method === 'PUT' && !action) {
      const save = body as { baseVersion: number; title?: string; content: unknown };
      if (save.baseVersion !== view.version) {
        return error({ status: 409, code: 'PITCHPREP.VERSION_CONFLICT', message: 'This output was saved elsewhere meanwhile.' });
      }
      return jsonResponse(200, newVersion(view, save.title ?? view.title, save.content, 'Edited'));
    }
    if (method === 'POST' && action === 'restore') {
      const { version } = body as { version: number };
      const old = state.history[id][version];
      if (!old) return error({ status: 404, code: 'NOT_FOUND', message: 'Version not found' });
      return jsonResponse(200, newVersion(view, old.title, old.content, `Restored version ${version}`));
    }
    if (method === 'DELETE' && !action) {
      delete state.outputs[id];
      return jsonResponse(200, { deleted: true });
    }
    return error({ status: 405, code: 'METHOD_NOT_ALLOWED', message: `${method} ${path}` });
  };

  const key = (url: string, init?: RequestInit) => `${init?.method ?? 'GET'} ${String(url).replace(/^\/api\/v1/, '')}`;
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return handle(method, String(url).replace(/^\/api\/v1/, ''), body);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  /** "METHOD /path" of every call, in order. */
  const calls = () => fetchMock.mock.calls.map(([url, init]) => key(url, init));
  const bodiesTo = (target: string) =>
    fetchMock.mock.calls.filter(([url, init]) => key(url, init) === target).map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { state, fetchMock, calls, bodiesTo };
}
