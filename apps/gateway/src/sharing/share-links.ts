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

/**
 * Link-preview fetchers, crawlers and command-line clients: they read the HTML and run no script,
 * so they are not visitors and never count a view (docs/product-rules.md, "Sharing links").
 */
const KNOWN_BOT = /bot\b|bot\/|crawler|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|telegram|slack|discord|skype|linkedin|pinterest|vkshare|quora|outbrain|curl\/|wget\//i;
/** What browsers send when they fetch a page ahead of a click (prefetch, prerender) or for a preview. */
const AHEAD_OF_A_CLICK = /prefetch|prerender|preview/i;

/**
 * A request that is not someone looking at the link: HEAD, a browser's prefetch or prerender,
 * or a known bot. It may learn what the page learns before the gate (title, what is asked), but
 * it never counts a view, mails the owner or renders anything.
 */
export function isPeek(request: FastifyRequest): boolean {
  if (request.method === 'HEAD') return true;
  const purpose = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].map((h) => String(request.headers[h] ?? '')).join(' ');
  return AHEAD_OF_A_CLICK.test(purpose) || KNOWN_BOT.test(String(request.headers['user-agent'] ?? ''));
}
