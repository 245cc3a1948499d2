import type { CreateShareRequest, OwnerShare, ShareViewStats, UpdateShareRequest } from '@bv/contracts';
import { buildOwnerShare, buildViewStats, responseWith, SHARE_NOW, sharingError } from './sharing.factory';

type Failure = { status: number; code: string; message: string };

export type FakeSharingState = {
  shares: OwnerShare[];
  views: Record<string, ShareViewStats>;
  /** Failures by "METHOD /path", each answered once per entry, in order; later calls succeed. */
  failures: Record<string, Failure[]>;
};

let sequence = 0;
const newId = () => `${String(++sequence).padStart(8, '0')}-0000-4000-8000-000000000000`;
const newToken = () => `TestToken${String(++sequence).padStart(4, '0')}abcdefghijklmnopq`.slice(0, 32);

/**
 * The gateway's /shares routes in memory behind the fetch mock: the specs drive the owner's
 * panel and its calls change this state the way the server's would. Calls to other routes go
 * to `fallback` (e.g. the PitchPrep fake), so both can serve one page.
 */
export function fakeSharingServer(initial: Partial<FakeSharingState> = {}, fallback?: typeof fetch) {
  const state: FakeSharingState = { shares: [], views: {}, failures: {}, ...initial };
  const stateOf = (s: OwnerShare): OwnerShare['state'] => {
    if (s.revokedAt) return 'revoked';
    if (!s.isPublic) return 'private';
    if (s.expiresAt && Date.parse(s.expiresAt) <= Date.now()) return 'expired';
    if (s.maxViews !== null && s.viewCount >= s.maxViews) return 'view_limit_reached';
    return 'active';
  };
  const save = (share: OwnerShare) => {
    const next = { ...share, state: stateOf(share) };
    state.shares = state.shares.some((s) => s.id === next.id) ? state.shares.map((s) => (s.id === next.id ? next : s)) : [next, ...state.shares];
    return next;
  };

  const handle = (method: string, path: string, body: unknown): Response | null => {
    const queued = state.failures[`${method} ${path}`];
    const failure = queued?.shift();
    if (failure) return sharingError(failure.status, failure.code, failure.message);

    if (method === 'GET' && path === '/shares') return responseWith(200, { shares: state.shares });
    const list = /^\/shares\?outputId=([^&]+)$/.exec(path);
    if (method === 'GET' && list) return responseWith(200, { shares: state.shares.filter((s) => s.outputId === decodeURIComponent(list[1])) });
    if (method === 'POST' && path === '/shares') {
      const { password, ...create } = body as CreateShareRequest;
      const token = newToken();
      const share = buildOwnerShare({
        id: newId(),
        outputId: create.outputId,
        title: create.title,
        description: create.description ?? null,
        token,
        url: `http://localhost/shared/${token}`,
        requiresPassword: Boolean(password),
        expiresAt: create.expiresAt ?? null,
        maxViews: create.maxViews ?? null,
        isPublic: create.isPublic ?? true,
        notifyOnView: create.notifyOnView ?? false,
        requireEmail: create.requireEmail ?? false,
        allowedViewers: create.allowedViewers ?? [],
        allowDownload: create.allowDownload ?? false,
        createdAt: SHARE_NOW,
        updatedAt: SHARE_NOW,
      });
      return responseWith(201, save(share));
    }
    const one = /^\/shares\/([^/?]+)(\/revoke|\/views\?days=\d+|\/views\.csv)?$/.exec(path);
    if (!one) return null;
    const [, id, action] = one;
    const share = state.shares.find((s) => s.id === id);
    if (!share) return sharingError(404, 'SHARING.NOT_FOUND', 'Share not found.');
    if (method === 'PATCH' && !action) {
      if (share.revokedAt) return sharingError(409, 'SHARING.REVOKED', 'This share link has been revoked and cannot be changed.');
      const { password, ...changes } = body as UpdateShareRequest;
      const requiresPassword = password === undefined ? share.requiresPassword : password !== null;
      return responseWith(200, save({ ...share, ...changes, requiresPassword } as OwnerShare));
    }
    if (method === 'POST' && action === '/revoke') return responseWith(200, save({ ...share, revokedAt: SHARE_NOW }));
    if (method === 'GET' && action?.startsWith('/views?')) return responseWith(200, state.views[id] ?? buildViewStats({}, { shareId: id }));
    if (method === 'GET' && action === '/views.csv') {
      return responseWith(200, 'viewed_at,name,email,verified,link,document,version,duration_seconds,furthest_page,pages,completion,downloaded_at,device_class,country,downloads,downloaded_files\n"2025-06-01T02:00:00.000Z","Visitor 1",,"no","Seed deck","Seed deck","1","40","3","12","25%",,"mobile","SG","0",\n', {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="share-views-${id.slice(0, 8)}.csv"`,
      });
    }
    return sharingError(405, 'METHOD_NOT_ALLOWED', `${method} ${path}`);
  };

  const key = (url: string, init?: RequestInit) => `${init?.method ?? 'GET'} ${String(url).replace(/^\/api\/v1/, '')}`;
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = handle(init.method ?? 'GET', String(url).replace(/^\/api\/v1/, ''), body);
    if (answer) return answer;
    if (fallback) return fallback(url, init);
    return sharingError(599, 'UNROUTED', `No test route for ${init.method ?? 'GET'} ${url}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  const calls = () => fetchMock.mock.calls.map(([url, init]) => key(url, init));
  const bodiesTo = (target: string) =>
    fetchMock.mock.calls.filter(([url, init]) => key(url, init) === target).map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { state, fetchMock, calls, bodiesTo };
}
