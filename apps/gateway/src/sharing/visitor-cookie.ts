import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SHARE_VISITOR_COOKIE } from '@bv/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIX_MONTHS_SECONDS = 183 * 24 * 3600;

/** `__Host-` pins the cookie to this host over HTTPS; plain-HTTP development drops the prefix, which requires Secure. */
export const visitorCookieName = (secure: boolean) => (secure ? `__Host-${SHARE_VISITOR_COOKIE}` : SHARE_VISITOR_COOKIE);

/** The browser's visitor id, if it sent a well-formed one. */
export function readVisitor(request: FastifyRequest, secure: boolean): string | null {
  const value = request.cookies?.[visitorCookieName(secure)];
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

/**
 * A random first-party id per browser, so the owner's analytics can tell a reload from a second
 * visitor. It says nothing about the person, is HttpOnly, and is set only by share pages.
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = readVisitor(request, secure);
  if (known) return known;
  const id = randomUUID();
  void reply.setCookie(visitorCookieName(secure), id, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: SIX_MONTHS_SECONDS });
  return id;
}
