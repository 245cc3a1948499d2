import type {
  AdminShare,
  CreateShareRequest,
  OwnerShare,
  SharedContent,
  SharedPage,
  ShareCodeSent,
  ShareEngagement,
  ShareGrant,
  ShareState,
  ShareViewStats,
  UpdateShareRequest,
} from '@bv/contracts';
import { ApiError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from './api-error';
import { loadContracts } from './load-contracts';
import { downloadFile, filenameFromDisposition, type DownloadedFile } from './download';
import { API_BASE, request } from './request';
import { sharingErrors } from '@bv/contracts/messages';

export type AdminShareFilters = { state?: ShareState; limit: number; offset: number };
type ServerDefaults = 'isPublic' | 'notifyOnView' | 'requireEmail' | 'allowedViewers' | 'allowDownload';
/** The create body as sent: the server fills the switches (public, notify, e-mail gate, downloads) when absent. */
export type CreateShareInput = Omit<CreateShareRequest, ServerDefaults> & Partial<Pick<CreateShareRequest, ServerDefaults>>;
/** What a visitor types at a link's gate: the password, and behind the e-mail gate the address and the code mailed to it. */
export type ShareAccessInput = { password?: string; email?: string; code?: string };
/** Asks for a one-time code to this address (with the password, when the link has one). */
export type ShareCodeInput = { email: string; password?: string };
/** The e-mail gate's two calls; a room link's gate answers the same way at its own addresses. */
export type EmailGateApi = {
  access: (token: string, input: ShareAccessInput) => Promise<ShareGrant>;
  sendCode: (token: string, input: ShareCodeInput) => Promise<ShareCodeSent>;
};

export const SHARE_GRANT_HEADER_NAME = 'X-Share-Grant';
export const SHARING_CODES = {
  linkInvalid: sharingErrors.LINK_INVALID.code,
  linkExpired: sharingErrors.LINK_EXPIRED.code,
  wrongPassword: sharingErrors.WRONG_PASSWORD.code,
  tooManyAttempts: sharingErrors.TOO_MANY_ATTEMPTS.code,
  passwordRequired: sharingErrors.PASSWORD_REQUIRED.code,
  emailRequired: sharingErrors.EMAIL_REQUIRED.code,
  viewerNotAllowed: sharingErrors.VIEWER_NOT_ALLOWED.code,
  codeRequired: sharingErrors.CODE_REQUIRED.code,
  wrongCode: sharingErrors.WRONG_CODE.code,
  codeExpired: sharingErrors.CODE_EXPIRED.code,
  tooManyCodes: sharingErrors.TOO_MANY_CODES.code,
  downloadNotAllowed: sharingErrors.DOWNLOAD_NOT_ALLOWED.code,
  outputNotFound: sharingErrors.OUTPUT_NOT_FOUND.code,
  revoked: sharingErrors.REVOKED.code,
} as const;

const id = (value: string) => encodeURIComponent(value);
const NETWORK_MESSAGE = 'Network request failed. Please check your internet connection and try again.';

/** The owner's links, with the bearer token and checked against the contracts. */
export const sharingApi = {
  /** The links to one output, or (no outputId) all of the owner's links, newest first. */
  list: async (outputId?: string): Promise<OwnerShare[]> => {
    const { ownerShareSchema, sharingRpcSchemas } = await loadContracts();
    // The service's list, with the url the gateway adds to each share.
    const schema = sharingRpcSchemas['sharing.shares.list'].response.extend({ shares: ownerShareSchema.array() });
    const { shares } = await request('GET', outputId ? `/shares?outputId=${id(outputId)}` : '/shares', undefined, schema);
    return shares;
  },
  create: async (body: CreateShareInput): Promise<OwnerShare> => {
    const { ownerShareSchema } = await loadContracts();
    return request('POST', '/shares', body, ownerShareSchema);
  },
  /** Absent fields stay as they are; null clears (password: null removes the password). */
  update: async (shareId: string, changes: UpdateShareRequest): Promise<OwnerShare> => {
    const { ownerShareSchema } = await loadContracts();
    return request('PATCH', `/shares/${id(shareId)}`, changes, ownerShareSchema);
  },
  revoke: async (shareId: string): Promise<OwnerShare> => {
    const { ownerShareSchema } = await loadContracts();
    return request('POST', `/shares/${id(shareId)}/revoke`, undefined, ownerShareSchema);
  },
  views: async (shareId: string, days = 30): Promise<ShareViewStats> => {
    const { shareViewStatsSchema } = await loadContracts();
    return request('GET', `/shares/${id(shareId)}/views?days=${days}`, undefined, shareViewStatsSchema);
  },
  /** The CSV is an attachment behind the bearer token, so it is fetched as a blob and saved by the page. */
  viewsCsv: (shareId: string): Promise<DownloadedFile> => downloadFile(`/shares/${id(shareId)}/views.csv`, 'text/csv', `share-views-${shareId.slice(0, 8)}.csv`),
};

export const adminSharesApi = {
  list: async (filters: AdminShareFilters): Promise<{ shares: AdminShare[]; total: number }> => {
    const { adminSharesListSchema } = await loadContracts();
    const params = new URLSearchParams({ limit: String(filters.limit), offset: String(filters.offset) });
    if (filters.state) params.set('state', filters.state);
    return request('GET', `/admin/shares?${params}`, undefined, adminSharesListSchema);
  },
  revoke: async (shareId: string): Promise<AdminShare> => {
    const { adminShareSchema } = await loadContracts();
    return request('POST', `/admin/shares/${id(shareId)}/revoke`, undefined, adminShareSchema);
  },
};

/**
 * The visitor's side of a link. Never sends the bearer token (a signed-in owner opening their
 * own link is just a visitor), and keeps zod off the public page: the answers are checked by
 * hand, so an investor on a phone downloads the page and nothing else.
 */
export const sharedLinkApi = {
  /** Title and whether a password is needed; with the content (a counted view) when none is or the grant is valid. */
  open: async (token: string, grant: string | null): Promise<SharedPage> => {
    const response = await send(`/shared/${id(token)}`, { headers: grantHeaders(grant) });
    const body = await answer(response);
    if (!isSharedPage(body)) throw invalidAnswer(response.status);
    return body;
  },
  /** 401 SHARING.WRONG_PASSWORD, EMAIL_REQUIRED, CODE_REQUIRED, WRONG_CODE or CODE_EXPIRED, 403 SHARING.VIEWER_NOT_ALLOWED, 429 SHARING.TOO_MANY_ATTEMPTS (retryAfterSeconds from Retry-After). */
  access: (token: string, input: ShareAccessInput): Promise<ShareGrant> => postForGrant(`/shared/${id(token)}/access`, input),
  /** Mails a one-time code (behind the e-mail gate). 403 VIEWER_NOT_ALLOWED, 401 WRONG_PASSWORD, 429 TOO_MANY_CODES or TOO_MANY_ATTEMPTS. */
  sendCode: (token: string, input: ShareCodeInput): Promise<ShareCodeSent> => postForCode(`/shared/${id(token)}/code`, input),
  /** The PDF the owner allows visitors to download (watermarked behind the e-mail gate), as a blob the page saves. */
  download: async (token: string, grant: string | null, fallbackName: string): Promise<DownloadedFile> => {
    const response = await send(`/shared/${id(token)}/download.pdf`, { headers: { ...grantHeaders(grant), Accept: 'application/pdf' } });
    if (!response.ok) throw await errorOf(response);
    return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName };
  },
  /**
   * The viewer's engagement report. A beacon, so it still goes out while the page is closing;
   * where there is none (old browsers, tests), a keepalive fetch. Failures are dropped: analytics
   * must never get in a reader's way.
   */
  reportEngagement: (token: string, report: ShareEngagement): void => {
    const url = `${API_BASE}/shared/${id(token)}/engagement`;
    const body = JSON.stringify(report);
    try {
      if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
      void fetch(url, { method: 'POST', credentials: 'same-origin', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
    } catch {
      // nothing to do: the next report carries on
    }
  },
};

const postJson = (path: string, input: unknown, headers: Record<string, string> = {}) =>
  send(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(input) });

/** A gate's answer: a grant and when it ends (share links and room links alike). */
export async function postForGrant(path: string, input: unknown, grant: string | null = null): Promise<ShareGrant> {
  const response = await postJson(path, input, grantHeaders(grant));
  const body = await answer(response);
  if (!isRecord(body) || typeof body.grant !== 'string' || typeof body.expiresAt !== 'string') throw invalidAnswer(response.status);
  return { grant: body.grant, expiresAt: body.expiresAt };
}

/** Where a one-time code went and its deadlines (share links and room links alike). */
export async function postForCode(path: string, input: unknown): Promise<ShareCodeSent> {
  const response = await postJson(path, input);
  const body = await answer(response);
  if (!isRecord(body) || typeof body.sentTo !== 'string' || typeof body.expiresAt !== 'string' || typeof body.expiresInSeconds !== 'number' || typeof body.resendAfterSeconds !== 'number') {
    throw invalidAnswer(response.status);
  }
  return { sentTo: body.sentTo, expiresAt: body.expiresAt, expiresInSeconds: body.expiresInSeconds, resendAfterSeconds: body.resendAfterSeconds };
}

/** An API failure that may say when to try again (429 Retry-After). */
export class SharingApiError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly retryAfterSeconds: number | null = null,
    errorId?: string,
  ) {
    super(status, code, message, errorId);
    this.name = 'SharingApiError';
  }
}

export const grantHeaders = (grant: string | null): Record<string, string> => (grant ? { [SHARE_GRANT_HEADER_NAME]: grant } : {});

export async function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers },
      body: init.body,
    });
  } catch {
    throw new SharingApiError(0, NETWORK_ERROR_CODE, NETWORK_MESSAGE);
  }
}

export async function answer(response: Response): Promise<unknown> {
  if (!response.ok) throw await errorOf(response);
  return readJson(response);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export async function errorOf(response: Response): Promise<SharingApiError> {
  const body = await readJson(response);
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const retryAfter = retryAfterSeconds(response, error?.details);
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return new SharingApiError(response.status, error.code, error.message, retryAfter, typeof error.errorId === 'string' ? error.errorId : undefined);
  }
  return new SharingApiError(response.status, `HTTP_${response.status}`, `The request failed (status ${response.status}).`, retryAfter);
}

/** Retry-After in seconds (the header, else the body's details); null when neither says. */
function retryAfterSeconds(response: Response, details: unknown): number | null {
  const header = Number(response.headers?.get('Retry-After'));
  if (Number.isFinite(header) && header > 0) return header;
  const fromBody = isRecord(details) ? Number(details.retryAfterSeconds) : NaN;
  return Number.isFinite(fromBody) && fromBody > 0 ? fromBody : null;
}

export const invalidAnswer = (status: number) => new SharingApiError(status, INVALID_RESPONSE_CODE, 'The server sent an answer this page does not understand.');

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

function isSharedContent(value: unknown): value is SharedContent {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    typeof value.outputTitle === 'string' &&
    isNullableString(value.description) &&
    typeof value.outputType === 'string' &&
    'content' in value &&
    typeof value.version === 'number' &&
    typeof value.viewId === 'string' &&
    typeof value.allowDownload === 'boolean'
  );
}

/** The shape of sharedPageSchema, checked by hand (see sharedLinkApi). */
export function isSharedPage(value: unknown): value is SharedPage {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    isNullableString(value.description) &&
    typeof value.requiresPassword === 'boolean' &&
    typeof value.requiresEmail === 'boolean' &&
    isNullableString(value.expiresAt) &&
    (value.content === null || isSharedContent(value.content))
  );
}
