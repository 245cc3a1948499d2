import type { ReactNode } from 'react';
import { AdminOverridesNotice } from './admin-overrides-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** `workspace`: a signed-in workspace page, whose header carries no marketing navigation. */
export function PageLayout({ workspace = false, children }: { workspace?: boolean; children: ReactNode }) {
  return (
    <>
      <SiteHeader workspace={workspace} />
      <AdminOverridesNotice />
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
