import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { usePathPrefix } from '../routing/path-prefix';
import { LogoLink } from './logo-link';

const SECTION_LINKS = [
  { hash: 'vault', label: 'What’s Inside' },
  { hash: 'how-it-works', label: 'How It Works' },
  { hash: 'pricing', label: 'Pricing' },
  { hash: 'faq', label: 'FAQ' },
] as const;

export function SiteHeader() {
  const { status, user, isAdmin } = useAuth();
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
            <nav aria-label="Account">
              <span className="site-header__email">{user.email}</span>
              <Link to={withPrefix('/dashboard')}>Dashboard</Link>
              <Link to={withPrefix('/account')}>Account Settings</Link>
              {isAdmin && <Link to={withPrefix('/admin')}>Admin Panel</Link>}
            </nav>
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
