import type { FastifyRequest } from 'fastify';
import { SHARE_GRANT_HEADER, shareTokenSchema, type ShareView, appError, sharingErrors } from '@bv/contracts';

/** The public page of a link; the web app renders it. */
export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/shared/${token}`;
}

export function withUrl(share: ShareView, publicUrl: string): ShareView & { url: string } {
  return { ...share, url: shareUrl(publicUrl, share.token) };
}

/** A token that cannot be one gets the same answer as an unknown one. */
export function checkedToken(token: string): string {
  if (!shareTokenSchema.safeParse(token).success) throw appError(sharingErrors.LINK_INVALID);
  return token;
}

/** What the view log may know about a visitor: the device class (from the User-Agent) and the edge's country. Never the address. */
export function viewerOf(request: FastifyRequest) {
  const country = String(request.headers['cf-ipcountry'] ?? '').trim().toUpperCase();
  return {
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
    // XX: unknown, T1: Tor (Cloudflare's codes).
    country: /^[A-Z]{2}$/.test(country) && country !== 'XX' && country !== 'T1' ? country : null,
  };
}

export function grantOf(request: FastifyRequest): string | null {
  const grant = request.headers[SHARE_GRANT_HEADER];
  return typeof grant === 'string' && grant.length > 0 && grant.length <= 2_000 ? grant : null;
}

const SHARED_PATH = /^(\/api\/v1\/shared|\/shared)(\/|$)/;

/** Share pages and their API: nothing to search engines, no Referer carrying the token to linked sites. */
export function isSharedPath(url: string): boolean {
  return SHARED_PATH.test(url);
}
