import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { appError, identityErrors } from '@bv/contracts';
import { CONFIG } from '@bv/service-kit';
import type { GatewayConfig } from '../config';

type RequestHeaders = Record<string, string | string[] | undefined>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from our own pages. Browsers send Origin on every POST (fetch and
 * forms alike), so a foreign or `null` Origin is another site's form or script; without one, a
 * browser's Sec-Fetch-Site still tells a cross-site request. A request with neither is not a
 * browser acting for a signed-in visitor (curl, the platform's own callers) and holds no
 * ambient cookie it did not set itself, so it may pass. On a local address (PUBLIC_URL on
 * localhost) localhost and 127.0.0.1 are one site, as a developer would expect.
 */
export function isSameOrigin(headers: RequestHeaders, publicUrl: string): boolean {
  const own = new URL(publicUrl);
  const origin = headers.origin;
  if (typeof origin === 'string') {
    const offered = originOf(origin);
    if (!offered) return false;
    if (offered.origin === own.origin) return true;
    return LOOPBACK_HOSTS.has(own.hostname) && LOOPBACK_HOSTS.has(offered.hostname) && offered.protocol === own.protocol && offered.port === own.port;
  }
  if (origin !== undefined) return false;
  const site = headers['sec-fetch-site'];
  return site !== 'cross-site' && site !== 'same-site';
}

/**
 * For routes that set or use the refresh cookie (sign-in, MFA, refresh, sign-out): another
 * site must not sign a visitor in (login CSRF), out, or rotate their session. SameSite=Strict
 * and the CSRF header already cover some; this covers them all, sign-in included.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (isSameOrigin(request.headers, this.config.PUBLIC_URL)) return true;
    throw appError(identityErrors.CROSS_SITE_REQUEST);
  }
}
