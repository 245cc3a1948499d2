import { Link } from 'react-router';
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

export function SiteHeader() {
  const { status, user } = useAuth();
  const { withPrefix } = usePathPrefix();
  const home = withPrefix('/');

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <LogoLink />
        <nav className="site-header__sections" aria-label="Sections">
          <ul>
            {SECTION_LINKS.map((link) => (
              <li key={link.hash}>
                <Link to={{ pathname: home, hash: link.hash }}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__account">
          {status === 'signed-in' && user ? (
            <AccountMenu />
          ) : (
            <>
              <Link className="button button--ghost button--small" to={withPrefix('/auth')}>
                Sign In
              </Link>
              <Link className="button button--accent button--small" to={{ pathname: home, hash: 'pricing' }}>
                Get Started
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
