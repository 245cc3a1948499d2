import { useCallback } from 'react';
import { useLocation } from 'react-router';

export const ADMIN_PREVIEW_PREFIX = '/admin-preview';

export function prefixOf(pathname: string): string {
  const inPreview = pathname === ADMIN_PREVIEW_PREFIX || pathname.startsWith(`${ADMIN_PREVIEW_PREFIX}/`);
  return inPreview ? ADMIN_PREVIEW_PREFIX : '';
}

/** Puts an app path ('/auth?x=1', '/#pricing', '/') under the prefix, if any. */
export function joinPrefix(prefix: string, path: string): string {
  if (!prefix) return path;
  if (path === '/') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return prefix + path.slice(1);
  return prefix + path;
}

export function usePathPrefix(): { prefix: string; withPrefix: (path: string) => string } {
  const { pathname } = useLocation();
  const prefix = prefixOf(pathname);
  const withPrefix = useCallback((path: string) => joinPrefix(prefix, path), [prefix]);
  return { prefix, withPrefix };
}
