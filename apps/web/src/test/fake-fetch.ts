/** The network boundary: just the parts of Response that the API client reads. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
}

export function mockFetch(...responses: Array<Response | Error>): jest.Mock {
  const fetchMock = jest.fn();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function sentJson(fetchMock: jest.Mock, call = 0): unknown {
  const init = fetchMock.mock.calls[call][1] as RequestInit;
  return JSON.parse(String(init.body));
}

type Route = Response | Error | (() => Response | Promise<Response>);

/**
 * Answers by "METHOD /path" (the part after /api/v1, query string included) for pages that make
 * several calls in no fixed order. An unrouted call answers 599 so the test shows it.
 */
export function routeFetch(routes: Record<string, Route>): jest.Mock {
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const route = routes[`${init.method ?? 'GET'} ${url.replace(/^\/api\/v1/, '')}`];
    if (route === undefined) return jsonResponse(599, { error: { code: 'UNROUTED', message: `No test route for ${init.method} ${url}` } });
    if (route instanceof Error) throw route;
    return typeof route === 'function' ? route() : route;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON bodies sent to one "METHOD /path". */
export function bodiesSentTo(fetchMock: jest.Mock, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]: [string, RequestInit]) => `${init.method ?? 'GET'} ${url.replace(/^\/api\/v1/, '')}` === key)
    .map(([, init]: [string, RequestInit]) => (init.body === undefined ? undefined : JSON.parse(String(init.body))));
}
