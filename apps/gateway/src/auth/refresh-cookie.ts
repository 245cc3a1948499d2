import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError, identityErrors } from '@bv/contracts';

/**
 * The refresh token lives in an HttpOnly, SameSite=Strict cookie scoped to the auth routes;
 * the access token only in the page's memory. `__Host-` pins it to this host over HTTPS;
 * plain-HTTP development (COOKIE_SECURE=false) drops the prefix, which requires Secure.
 */
export function refreshCookieName(secure: boolean): string {
  return secure ? '__Host-bv_refresh' : 'bv_refresh';
}

export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: string, secure: boolean): void {
  void reply.setCookie(refreshCookieName(secure), token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: '/',
    expires: new Date(expiresAt),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(refreshCookieName(secure), { httpOnly: true, secure, sameSite: 'strict', path: '/' });
}

export function readRefreshCookie(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies?.[refreshCookieName(secure)];
}

/**
 * Cookie-authenticated calls must carry a header a cross-site form or image cannot send
 * (no CORS is enabled), on top of SameSite=Strict.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'blueprint-vault';

export function assertCsrfHeader(request: FastifyRequest): void {
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
    throw appError(identityErrors.CSRF);
  }
}
