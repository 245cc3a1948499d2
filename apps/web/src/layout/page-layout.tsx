import type { ReactNode } from 'react';
import { AdminOverridesNotice } from './admin-overrides-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type PageLayoutProps = {
  /** A signed-in workspace page, whose header carries no marketing navigation. */
  workspace?: boolean;
  /** Replaces the marketing footer (the workspace passes its one-line app footer, kept out of the landing page's bundle). */
  footer?: ReactNode;
  /** The header spans the wide container too, so its logo lines up with a wide page's side navigation. */
  wide?: boolean;
  children: ReactNode;
};

export function PageLayout({ workspace = false, footer, wide = false, children }: PageLayoutProps) {
  return (
    <>
      <SiteHeader workspace={workspace} wide={wide} />
      <AdminOverridesNotice />
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      {footer ?? <SiteFooter />}
    </>
  );
}
