import type { AdminShare, OwnerShare, SharedContent, SharedPage, ShareViewStats } from '@bv/contracts';

// Test data for the sharing specs: small builders with sensible defaults, overridden per case.

export const SHARE_NOW = '2025-06-02T04:00:00.000Z';
export const SHARE_ID = '8b6c7d9e-0f1a-4b2c-9d4e-5f6a7b8c9d0e';
export const OTHER_SHARE_ID = '9c7d8e0f-1a2b-4c3d-8e5f-6a7b8c9d0e1f';
export const OWNER_ID = '5d1f9e6a-3b2c-4d8e-9f0a-1b2c3d4e5f60';
export const SHARE_TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

export function buildOwnerShare(overrides: Partial<OwnerShare> = {}): OwnerShare {
  const token = overrides.token ?? SHARE_TOKEN;
  return {
    id: SHARE_ID,
    outputId: '5e3f4a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    outputType: 'exit_deck',
    title: 'Lion City Logistics exit deck',
    description: null,
    token,
    url: `http://localhost/shared/${token}`,
    requiresPassword: false,
    expiresAt: null,
    maxViews: null,
    viewCount: 0,
    viewsThisWeek: 0,
    lastViewedAt: null,
    isPublic: true,
    notifyOnView: false,
    requireEmail: false,
    allowedViewers: [],
    allowDownload: false,
    state: 'active',
    createdAt: SHARE_NOW,
    updatedAt: SHARE_NOW,
    revokedAt: null,
    ...overrides,
  };
}

export function buildAdminShare(overrides: Partial<AdminShare> = {}): AdminShare {
  const { id, outputId, outputType, title, requiresPassword, isPublic, expiresAt, maxViews, viewCount, lastViewedAt, state, createdAt, revokedAt } = buildOwnerShare();
  return { id, ownerId: OWNER_ID, outputId, outputType, title, requiresPassword, isPublic, expiresAt, maxViews, viewCount, lastViewedAt, state, createdAt, revokedAt, ...overrides };
}

/** `days` zero-filled from `from`, with the given counts on some of them. */
export function buildViewStats(counts: Record<string, number> = {}, overrides: Partial<ShareViewStats> = {}): ShareViewStats {
  const start = Date.parse('2025-05-04T00:00:00Z');
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    return { date, views: counts[date] ?? 0 };
  });
  const viewCount = days.reduce((sum, d) => sum + d.views, 0);
  return {
    shareId: SHARE_ID,
    viewCount,
    botViews: 0,
    uniqueVisitors: viewCount,
    lastViewedAt: viewCount > 0 ? SHARE_NOW : null,
    averageSeconds: null,
    completionRate: null,
    timeZone: 'Asia/Singapore',
    days,
    sections: [],
    viewers: [],
    recent: [],
    downloadCount: 0,
    recentDownloads: [],
    visitors: [],
    ...overrides,
  };
}

export function buildSharedContent(overrides: Partial<SharedContent> = {}): SharedContent {
  return {
    title: 'Lion City Logistics exit deck',
    outputTitle: 'Lion City Logistics Pte. Ltd. — Exit deck',
    description: null,
    outputType: 'exit_deck',
    content: {
      slides: [
        // As the server sends decks to viewers: without speaker notes.
        { id: 's1', title: 'Company snapshot', content: { Company: 'Lion City Logistics', Revenue: 'S$1.2M' } },
        { id: 's2', title: 'Investment highlights', content: 'Same-day delivery\nRecurring contracts' },
      ],
    },
    version: 2,
    viewId: '7f0e1d2c-3b4a-4958-8776-655443322110',
    allowDownload: false,
    ...overrides,
  };
}

export function buildSharedPage(overrides: Partial<SharedPage> = {}): SharedPage {
  return { sharedBy: { company: 'Lion City Logistics', brand: null }, title: 'Exit deck for buyers', description: 'For the shortlisted buyers only', requiresPassword: false, requiresEmail: false, expiresAt: null, content: buildSharedContent(), ...overrides };
}

/** A gateway answer with headers (Retry-After, Content-Disposition), which the plain test response lacks. */
export function responseWith(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    text: async () => text,
    blob: async () => new Blob([text]),
  } as unknown as Response;
}

export const sharingError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  responseWith(status, { error: { code, message } }, headers);
