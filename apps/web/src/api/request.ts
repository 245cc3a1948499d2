import type { ZodType } from 'zod';
import { accessToken, setAccessToken } from '../auth/access-token';
import { ApiError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from './api-error';
import type { ApiBody, ApiPath, HttpMethod } from './api-paths';
import { loadContracts } from './load-contracts';
import type { identityErrors } from '@bv/contracts/messages';

export const API_BASE = '/api/v1';

/**
 * 401s that a fresh access token cures: the gateway could not check revocations (Redis down) for
 * an older token, or the token claims a role that changed. The refresh goes to identity, which
 * decides from its database; a revoked session fails there and the 401 stands.
 */
// Literals checked against the catalogue's codes: this module is on the landing page's first load,
// which should not wait for the identity catalogue.
type RenewableCode = (typeof identityErrors)['TOKEN_RECHECK' | 'ROLE_CHANGED']['code'];
const RENEWABLE_CODES = new Set<string>(['AUTH.TOKEN_RECHECK', 'AUTH.ROLE_CHANGED'] satisfies RenewableCode[]);

export type { HttpMethod } from './api-paths';

/**
 * The only place the browser talks HTTP to the gateway. `path` is relative to /api/v1.
 * When a schema is given the answer is checked against it, so a contract drift fails loudly here.
 */
export async function request<T, M extends HttpMethod = HttpMethod, P extends ApiPath<M> = ApiPath<M>>(
  method: M,
  path: P,
  body?: ApiBody<M, P>,
  schema?: ZodType<T>,
  options: { headers?: Record<string, string>; anonymous?: boolean; renewed?: boolean } = {},
): Promise<T> {
  // `anonymous`: calls that must not speak for the signed-in user (guest checkout, guest tests).
  const token = options.anonymous ? null : accessToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...options.headers,
  };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, 'Network request failed. Please check your internet connection and try again.');
  }

  const payload = await readJson(response);

  if (!response.ok) {
    const error = await toApiError(response.status, payload, retryAfterOf(response));
    if (token && !options.renewed && RENEWABLE_CODES.has(error.code) && (await renewAccessToken())) {
      return request(method, path, body, schema, { ...options, renewed: true });
    }
    throw error;
  }
  if (!schema) return payload as T;

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, INVALID_RESPONSE_CODE, 'The server sent an answer this page does not understand.');
  }
  return parsed.data;
}

/** Spends the refresh cookie for a new access token; false when the session is over. */
async function renewAccessToken(): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}/auth/refresh`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'blueprint-vault' },
    });
    const session = response.ok ? ((await readJson(response)) as { accessToken?: string; accessTokenExpiresAt?: string } | undefined) : undefined;
    if (!session?.accessToken || !session.accessTokenExpiresAt) return false;
    setAccessToken(session.accessToken, session.accessTokenExpiresAt);
    return true;
  } catch {
    return false;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `Retry-After` in seconds (the gateway never sends the date form). */
function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

async function toApiError(status: number, payload: unknown, retryAfter?: number): Promise<ApiError> {
  const { errorBodySchema } = await loadContracts();
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, errorId } = parsed.data.error;
    return new ApiError(status, code, message, errorId, retryAfter);
  }
  return new ApiError(status, `HTTP_${status}`, `The request failed (status ${status}).`, undefined, retryAfter);
}
