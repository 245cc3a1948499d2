import './workspace.css';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useFeatureFlag } from '../flags/use-feature-flags';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta';
import { usePathPrefix } from '../routing/path-prefix';
import { AppFooter } from './app-footer';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { PageLayout } from './page-layout';
import { SectionNav } from '../ui/section-nav';

type NavItem = { path: string; label: string; /** Also current on the pages below it (a room under Deal rooms). */ section?: boolean };
const NAV: NavItem[] = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/exitcheck', label: 'ExitCheck Pro' },
  { path: '/pitchprep', label: 'PitchPrep' },
  { path: '/dashboard/rooms', label: 'Deal rooms', section: true },
  { path: '/shares', label: 'Shares' },
  { path: '/account', label: 'Account' },
];

type WorkspacePageProps = Omit<PageMeta, 'noindex'> & {
  heading: string;
  /** A line above the heading (e.g. the signed-in e-mail). */
  eyebrow?: string;
  /** Where the page sits, for pages below a section ("Account › Security"); the last step is this page. */
  breadcrumbs?: Crumb[];
  /** Buttons beside the heading: the page's main action. */
  actions?: ReactNode;
  /** Tables that need the whole screen (the admin area). */
  wide?: boolean;
  children: ReactNode;
};

/** A workspace page with its title (and trail, eyebrow and main action) above its content. */
export function WorkspacePage({ heading, eyebrow, breadcrumbs, actions, wide = false, children, ...meta }: WorkspacePageProps) {
  usePageMeta({ ...meta, noindex: true });
  return (
    <WorkspaceShell wide={wide}>
      {breadcrumbs && <Breadcrumbs trail={breadcrumbs} />}
      <header className="workspace__head">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1>{heading}</h1>
        </div>
        {actions && <div className="button-row workspace__actions">{actions}</div>}
      </header>
      {children}
    </WorkspaceShell>
  );
}

/** The signed-in workspace (like Stripe's or Linear's): a quiet side navigation beside the page; on phones a menu button naming the current section. */
export function WorkspaceShell({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <PageLayout workspace wide={wide} footer={<AppFooter wide={wide} />}>
      <div className={`workspace container${wide ? ' container--wide' : ''}`}>
        <WorkspaceNav />
        <div className="workspace__content">{children}</div>
      </div>
    </PageLayout>
  );
}

export function WorkspaceNav() {
  const { isAdmin } = useAuth();
  const { withPrefix } = usePathPrefix();
  const roomsOpen = useFeatureFlag('data_rooms');
  const shown = NAV.filter((item) => roomsOpen || item.path !== '/dashboard/rooms');
  const items: NavItem[] = isAdmin ? [...shown, { path: '/admin', label: 'Admin', section: true }] : shown;
  const { pathname } = useLocation();
  const current = items.find((item) => {
    const to = withPrefix(item.path);
    return pathname === to || pathname === `${to}/` || (item.section === true && pathname.startsWith(`${to}/`));
  });
  return (
    <SectionNav label="Workspace" current={current?.label ?? null} location={pathname} className="workspace-nav">
      {items.map((item) => (
        <li key={item.path}>
          <NavLink to={withPrefix(item.path)} className="workspace-nav__link" end={!item.section}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </SectionNav>
  );
}
