import { Link } from 'react-router';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../config';
import { usePathPrefix } from '../routing/path-prefix';
import { LogoLink } from './logo-link';

export function SiteFooter() {
  const { withPrefix } = usePathPrefix();
  const home = withPrefix('/');
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <LogoLink />
          <p>Exit-readiness audits and investor materials for founders in Singapore and Southeast Asia.</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            <li>
              <Link to={withPrefix('/exitcheck')}>ExitCheck Pro</Link>
            </li>
            <li>
              <Link to={withPrefix('/pitchprep')}>PitchPrep</Link>
            </li>
            <li>
              <Link to={{ pathname: home, hash: 'exitcheck-lite' }}>Free ExitCheck Lite</Link>
            </li>
            <li>
              <Link to={{ pathname: home, hash: 'pitchprep-lite' }}>Free PitchPrep Lite</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources">Resources</h2>
          <ul>
            <li>
              <Link to={{ pathname: home, hash: 'pricing' }}>Pricing</Link>
            </li>
            <li>
              <Link to={{ pathname: home, hash: 'faq' }}>FAQ</Link>
            </li>
            <li>
              <Link to={withPrefix('/coming-soon')}>What’s coming</Link>
            </li>
            <li>
              <Link to={withPrefix('/status')}>Service status</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>Contact</h2>
          <ul>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
            <li>Singapore</li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. Prices in SGD, GST-inclusive.
        </p>
        <ul>
          <li>
            <Link to={withPrefix('/privacy-policy')}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={withPrefix('/terms-of-service')}>Terms of Service</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
