import type { ReactNode } from 'react';
import { AdminOverridesNotice } from './admin-overrides-notice';
import { AppFooter } from './app-footer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** `workspace`: a signed-in workspace page: the app's header (no marketing navigation) and its one-line footer. */
export function PageLayout({ workspace = false, children }: { workspace?: boolean; children: ReactNode }) {
  return (
    <>
      <SiteHeader workspace={workspace} />
      <AdminOverridesNotice />
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      {workspace ? <AppFooter /> : <SiteFooter />}
    </>
  );
}
