import type { FastifyRequest } from 'fastify';
import type { RpcClient } from '@bv/messaging';
import { readRefreshCookie } from '../auth/refresh-cookie';
import { routedPath } from './routed-path';

const ADMIN_PAGE = /^\/(admin|admin-preview)(\/|$)/;

export type AdminPageVerdict = 'not-admin-page' | 'allowed' | 'sign-in' | 'forbidden';

/**
 * The admin area and the admin preview are for admins only (DECISIONS), so the gateway checks
 * the visitor's session cookie before it serves those pages at all. The APIs behind them are
 * guarded separately.
 */
export async function judgeAdminPage(request: FastifyRequest, rpc: RpcClient, cookieSecure: boolean): Promise<AdminPageVerdict> {
  if (!ADMIN_PAGE.test(routedPath(request))) return 'not-admin-page';
  const refreshToken = readRefreshCookie(request, cookieSecure);
  if (!refreshToken) return 'sign-in';
  const { session } = await rpc.call('identity.sessions.peek', { refreshToken });
  if (!session) return 'sign-in';
  return session.role === 'admin' ? 'allowed' : 'forbidden';
}

export const FORBIDDEN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Admins only | Blueprint Vault</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#141d33"><h1>This area is for administrators</h1><p>Your account does not have access to it.</p><p><a href="/">Go Home</a></p></body></html>`;
