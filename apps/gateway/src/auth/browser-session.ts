import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BrowserSession, SessionTokens } from '@bv/contracts';
import { setRefreshCookie } from './refresh-cookie';

export function toBrowserSession(tokens: SessionTokens, reply: FastifyReply, cookieSecure: boolean): BrowserSession {
  const { refreshToken, refreshTokenExpiresAt, ...session } = tokens;
  if (refreshToken && refreshTokenExpiresAt) setRefreshCookie(reply, refreshToken, refreshTokenExpiresAt, cookieSecure);
  void reply.header('cache-control', 'no-store');
  return session;
}

export function clientOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512) };
}
