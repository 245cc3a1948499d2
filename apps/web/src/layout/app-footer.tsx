import { Link } from 'react-router';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../config';
import { usePathPrefix } from '../routing/path-prefix';

/**
 * The signed-in workspace's footer: one quiet line (legal, status, support), as in Stripe's or
 * Linear's app. The marketing footer's product links and pitch belong to the public pages.
 */
export function AppFooter({ wide = false }: { wide?: boolean }) {
  const { withPrefix } = usePathPrefix();
  return (
    <footer className="app-footer">
      <div className={`container app-footer__line${wide ? ' container--wide' : ''}`}>
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <ul aria-label="Help and legal">
          <li>
            <Link to={withPrefix('/status')}>Service status</Link>
          </li>
          <li>
            <a href={`mailto:${CONTACT_EMAIL}`}>Support</a>
          </li>
          <li>
            <Link to={withPrefix('/privacy-policy')}>Privacy</Link>
          </li>
          <li>
            <Link to={withPrefix('/terms-of-service')}>Terms</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
