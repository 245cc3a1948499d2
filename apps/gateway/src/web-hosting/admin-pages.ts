import type { FastifyRequest } from 'fastify';
import type { RpcClient } from '@bv/messaging';
import { readRefreshCookie } from '../auth/refresh-cookie';
import { withRootContent } from './root-content';
import { routedPath } from '../http/routed-path';

const ADMIN_PAGE = /^\/(admin|admin-preview)(\/|$)/;

export type AdminPageVerdict = 'not-admin-page' | 'allowed' | 'sign-in' | 'forbidden';

/**
 * The admin area and the admin preview are for admins only (docs/product-rules.md, "Accounts and security"), so the gateway checks
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

const FORBIDDEN_MESSAGE =
  '<main id="main" class="page-main"><article class="container prose-page"><h1>This area is for administrators</h1><p>Your account does not have access to it.</p><p><a class="button button--primary" href="/">Go Home</a></p></article></main>';

/**
 * The refusal as a page of the site (its styles, header and footer once the app starts), with
 * the message already in the HTML so it reads the same before any script runs.
 */
export function forbiddenPage(indexHtml: string): string {
  const page = withRootContent(indexHtml, FORBIDDEN_MESSAGE);
  if (page) return page;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Admins only | Blueprint Vault</title></head><body>${FORBIDDEN_MESSAGE}</body></html>`;
}
