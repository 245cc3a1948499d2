import '../auth/auth.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useSignOut } from '../auth/use-sign-out';
import { usePathPrefix } from '../routing/path-prefix';

/**
 * docs/product-rules.md, "Landing page and site pages" (header, signed in): the e-mail after the
 * initial of the person's name (as Linear and Stripe mark who is signed in; their name heads the
 * menu), and an Account menu (Escape or a click outside closes it).
 */
export function AccountMenu() {
  const { user, isAdmin } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const { withPrefix } = usePathPrefix();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const handleSignOut = async () => {
    await signOut();
    setOpen(false);
  };

  const name = user?.name.trim() || '';
  const email = user?.email ?? '';
  return (
    <div className="account-menu" ref={root}>
      <span className="account-menu__who" title={name || undefined}>
        <span className="account-menu__avatar" aria-hidden="true">
          {(name || email).charAt(0).toUpperCase()}
        </span>
        <span className="site-header__email">{email}</span>
      </span>
      <button type="button" className="button button--ghost button--small" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        Account
      </button>
      {open && (
        <ul id={menuId} className="account-menu__list">
          {name && <li className="account-menu__signed-in">{name}</li>}
          <li>
            <Link to={withPrefix('/dashboard')} onClick={() => setOpen(false)}>
              Dashboard
            </Link>
          </li>
          <li>
            <Link to={withPrefix('/account')} onClick={() => setOpen(false)}>
              Account settings
            </Link>
          </li>
          {isAdmin && (
            <li>
              <Link to={withPrefix('/admin')} onClick={() => setOpen(false)}>
                Admin panel
              </Link>
            </li>
          )}
          <li>
            <button type="button" className="link-button" disabled={signingOut} onClick={() => void handleSignOut()}>
              {signingOut ? 'Signing out…' : 'Sign out'}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
