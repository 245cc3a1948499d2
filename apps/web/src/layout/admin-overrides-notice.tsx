import { Link, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useFlagsQuery } from '../flags/use-feature-flags';
import { ADMIN_PREVIEW_PREFIX, prefixOf } from '../routing/path-prefix';

/**
 * admin_overrides on: admins get a one-line bar offering this page in preview mode, where
 * display-only features show as if their flags were on (useFeatureFlag), and a way back out.
 */
export function AdminOverridesNotice() {
  const { isAdmin } = useAuth();
  const { data } = useFlagsQuery();
  const { pathname, search, hash } = useLocation();
  if (!isAdmin || data?.flags.admin_overrides !== true) return null;
  const inPreview = prefixOf(pathname) !== '';
  const other = inPreview ? pathname.slice(ADMIN_PREVIEW_PREFIX.length) || '/' : `${ADMIN_PREVIEW_PREFIX}${pathname === '/' ? '' : pathname}`;
  return (
    <aside className="admin-notice" aria-label="Admin preview">
      <div className="container admin-notice__inner">
        {inPreview ? (
          <p>
            <strong>Admin preview.</strong> Optional features show as if their flags were on; Phase 2 plans stay off sale until Phase 2 is active.{' '}
            <Link to={{ pathname: other, search, hash }}>Leave preview</Link>
          </p>
        ) : (
          <p>
            Admin overrides are on. <Link to={{ pathname: other, search, hash }}>Preview as admin</Link>
          </p>
        )}
      </div>
    </aside>
  );
}
