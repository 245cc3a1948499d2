import { clearAccessToken, setAccessToken } from '../auth/access-token';
import { jsonResponse, mockFetch, sentJson } from '../test/fake-fetch';
import { buildLiteResult } from '../test/lite-result.factory';
import { ApiError } from './api-error';
import { loadContracts } from './load-contracts';
import { request } from './request';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** A body the Lite route takes (the gateway's validation is not what these tests are about). */
const liteBody = { toolType: 'exitcheck' as const, name: 'Mei Ling', email: 'mei@example.sg', answers: {} };

describe('request', () => {
  let liteResultSchema: Awaited<ReturnType<typeof loadContracts>>['liteResultSchema'];
  beforeAll(async () => {
    ({ liteResultSchema } = await loadContracts());
  });

  it('calls /api/v1 with a JSON body and returns the answer checked against the schema', async () => {
    const result = buildLiteResult();
    const fetchMock = mockFetch(jsonResponse(201, result));
    await expect(request('POST', '/lite-assessments', liteBody, liteResultSchema)).resolves.toEqual(result);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/lite-assessments');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(sentJson(fetchMock)).toEqual(liteBody);
  });

  it('sends no body and no content type on a GET', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { ok: true }));
    await request('GET', '/flags');
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns the error body into an ApiError with status, code, message and errorId', async () => {
    mockFetch(jsonResponse(409, { error: { code: 'LITE.DUPLICATE', message: 'Already submitted', errorId: 'ERR-42' } }));
    const error = await failureOf(request('POST', '/lite-assessments', liteBody));
    expect(error).toMatchObject({ status: 409, code: 'LITE.DUPLICATE', message: 'Already submitted', errorId: 'ERR-42' });
    expect(error.isClientError).toBe(true);
  });

  it('keeps how long a 503 asks to wait (Retry-After), for the retry', async () => {
    mockFetch(jsonResponse(503, { error: { code: 'SERVICE.UNAVAILABLE', message: 'Try again' } }, { 'retry-after': '2' }));
    expect(await failureOf(request('POST', '/lite-assessments', liteBody))).toMatchObject({ status: 503, code: 'SERVICE.UNAVAILABLE', retryAfter: 2 });
    mockFetch(jsonResponse(503, { error: { code: 'RPC.TIMEOUT', message: 'Try again' } }));
    expect((await failureOf(request('GET', '/flags'))).retryAfter).toBeUndefined();
  });

  it('still gives an ApiError when the error body is not the contract shape', async () => {
    mockFetch(jsonResponse(502, undefined));
    expect(await failureOf(request('GET', '/flags'))).toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reports a request that never got an answer as a network error with status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await failureOf(request('GET', '/flags'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.message).toMatch(/network/i);
  });

  it('rejects an answer that breaks the contract', async () => {
    mockFetch(jsonResponse(201, { score: 'high' }));
    expect(await failureOf(request('POST', '/lite-assessments', liteBody, liteResultSchema))).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  describe('when the gateway asks for a fresh access token', () => {
    const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
    afterEach(() => clearAccessToken());

    it('refreshes once and repeats the call with the new token', async () => {
      setAccessToken('old-token', inAMinute());
      const fetchMock = mockFetch(
        jsonResponse(401, { error: { code: 'AUTH.TOKEN_RECHECK', message: 'Please sign in again to continue.' } }),
        jsonResponse(200, { accessToken: 'new-token', accessTokenExpiresAt: inAMinute(), user: {} }),
        jsonResponse(200, { ok: true }),
      );
      await expect(request('GET', '/auth/me')).resolves.toEqual({ ok: true });
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/auth/me', '/api/v1/auth/refresh', '/api/v1/auth/me']);
      expect((fetchMock.mock.calls[2][1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer new-token' });
    });

    it('gives up when the session is over', async () => {
      setAccessToken('old-token', inAMinute());
      const fetchMock = mockFetch(
        jsonResponse(401, { error: { code: 'AUTH.ROLE_CHANGED', message: 'Your access has changed.' } }),
        jsonResponse(401, { error: { code: 'AUTH.SESSION_REVOKED', message: 'Authentication session expired. Please sign in again.' } }),
      );
      expect(await failureOf(request('GET', '/admin/users'))).toMatchObject({ status: 401, code: 'AUTH.ROLE_CHANGED' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});
