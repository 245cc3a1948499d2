import { Link } from 'react-router';
import { SimplePage } from '../layout/simple-page';
import { usePathPrefix } from '../routing/path-prefix';

export function NotFoundPage() {
  const { withPrefix } = usePathPrefix();
  return (
    <SimplePage title="Page Not Found" heading="Page not found" eyebrow="404" noindex>
      <p>The page you are looking for does not exist or has moved.</p>
      <div className="button-row">
        <Link className="button button--primary" to={withPrefix('/')}>
          Go to the home page
        </Link>
      </div>
    </SimplePage>
  );
}
