import type { ReactNode } from 'react';
import { AdminOverridesNotice } from './admin-overrides-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <AdminOverridesNotice />
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
