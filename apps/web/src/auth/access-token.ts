/**
 * The access token lives only in this module's memory: never in localStorage, so a script
 * injected into the page cannot read it back after a reload. The refresh token is an
 * HttpOnly cookie the page never sees.
 */
let current: { token: string; expiresAt: number } | null = null;

export function setAccessToken(token: string, expiresAtIso: string): void {
  current = { token, expiresAt: Date.parse(expiresAtIso) };
}

export function clearAccessToken(): void {
  current = null;
}

/** The token while it is still valid, else null. */
export function accessToken(now = Date.now()): string | null {
  return current && current.expiresAt > now ? current.token : null;
}

export function accessTokenExpiresAt(): number | null {
  return current?.expiresAt ?? null;
}
