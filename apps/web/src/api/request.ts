import type { ZodType } from 'zod';
import { accessToken } from '../auth/access-token';
import { ApiError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from './api-error';
import { loadContracts } from './load-contracts';

export const API_BASE = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The only place the browser talks HTTP to the gateway. `path` is relative to /api/v1.
 * When a schema is given the answer is checked against it, so a contract drift fails loudly here.
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  schema?: ZodType<T>,
  options: { headers?: Record<string, string>; anonymous?: boolean } = {},
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

  if (!response.ok) throw await toApiError(response.status, payload);
  if (!schema) return payload as T;

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, INVALID_RESPONSE_CODE, 'The server sent an answer this page does not understand.');
  }
  return parsed.data;
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

async function toApiError(status: number, payload: unknown): Promise<ApiError> {
  const { errorBodySchema } = await loadContracts();
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, errorId } = parsed.data.error;
    return new ApiError(status, code, message, errorId);
  }
  return new ApiError(status, `HTTP_${status}`, `The request failed (status ${status}).`);
}
