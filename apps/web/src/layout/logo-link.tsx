import { Link } from 'react-router';
import { PRODUCT_NAME } from '../config';
import { usePathPrefix } from '../routing/path-prefix';

export function LogoLink() {
  const { withPrefix } = usePathPrefix();
  return (
    <Link to={withPrefix('/')} className="logo" aria-label={`${PRODUCT_NAME} home`}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" />
        <path d="M10 8h8.5a5 5 0 0 1 1.9 9.6A5.4 5.4 0 0 1 18.8 26H10z" />
      </svg>
      <span className="logo__text">{PRODUCT_NAME}</span>
    </Link>
  );
}
