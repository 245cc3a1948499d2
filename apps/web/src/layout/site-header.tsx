import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { usePathPrefix } from '../routing/path-prefix';
import { AccountMenu } from './account-menu';
import { LogoLink } from './logo-link';

const SECTION_LINKS = [
  { hash: 'vault', label: 'What’s Inside' },
  { hash: 'how-it-works', label: 'How It Works' },
  { hash: 'pricing', label: 'Pricing' },
  { hash: 'faq', label: 'FAQ' },
] as const;

/**
 * One opaque row at every width. On phones the section links fold into a menu opened by a
 * button (Get Started gives way: Pricing is in the menu), so the header stays one short row.
 * In the signed-in workspace (`workspace`) the header is the app's: the logo and the account
 * menu, no marketing sections and no menu button (the workspace has its own navigation).
 */
export function SiteHeader({ workspace = false, wide = false }: { workspace?: boolean; wide?: boolean }) {
  const { status, user } = useAuth();
  const { withPrefix } = usePathPrefix();
  const location = useLocation();
  const home = withPrefix('/');
  const signedIn = status === 'signed-in' && user;
  const onAuthPage = location.pathname === withPrefix('/auth');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // Any navigation (a section link, back, a redirect) closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className={`site-header__inner container${wide ? ' container--wide' : ''}`}>
        <LogoLink />
        {!workspace && (
          <nav id={menuId} className={`site-header__sections${menuOpen ? ' is-open' : ''}`} aria-label="Sections">
            <ul>
              {SECTION_LINKS.map((link) => (
                <li key={link.hash}>
                  <Link to={{ pathname: home, hash: link.hash }} onClick={() => setMenuOpen(false)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="site-header__account">
          {/* Not on the sign-in page itself: a link to where you already are only adds noise. */}
          {!signedIn && !onAuthPage && (
            <Link className="button button--ghost button--small" to={withPrefix('/auth')}>
              Sign in
            </Link>
          )}
          {/* Signed in, off the workspace (e.g. on the home page): the way back in, not a sign-up offer.
              On a phone it gives way like Get Started; the Account menu and the hero lead to the dashboard. */}
          {!(signedIn && workspace) && (
            <Link className="button button--accent button--small site-header__wide-only" to={signedIn ? withPrefix('/dashboard') : { pathname: home, hash: 'pricing' }}>
              {signedIn ? 'Dashboard' : 'Get Started'}
            </Link>
          )}
          {signedIn && <AccountMenu />}
          {!workspace && (
            <button type="button" className="site-header__menu-button" aria-expanded={menuOpen} aria-controls={menuId} aria-label="Menu" onClick={() => setMenuOpen((open) => !open)}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
