/** A tiny cookie-aware client for the gateway's auth routes, as a browser tab would call them. */
export type AuthReply = { status: number; body: Record<string, unknown> & { error?: { code: string; message: string } }; setCookie: string | null; retryAfter: string | null };

export function refreshCookieFrom(setCookie: string | null): string | null {
  const match = setCookie ? /(__Host-bv_refresh|bv_refresh)=([^;]+)/.exec(setCookie) : null;
  return match ? `${match[1]}=${match[2]}` : null;
}

export async function call(
  url: string,
  init: { method?: string; body?: unknown; cookie?: string | null; bearer?: string; csrf?: boolean; headers?: Record<string, string> } = {},
): Promise<AuthReply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  if (init.csrf !== false) headers['x-requested-with'] = 'blueprint-vault';
  const res = await fetch(url, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, setCookie: res.headers.get('set-cookie'), retryAfter: res.headers.get('retry-after') };
}
