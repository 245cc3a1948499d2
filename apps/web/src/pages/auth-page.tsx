import { Link, useSearchParams } from 'react-router';
import { SimplePage } from '../layout/simple-page';
import { usePathPrefix } from '../routing/path-prefix';
import { safeReturnPath } from '../routing/safe-return-path';

export function AuthPage() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const { withPrefix } = usePathPrefix();

  return (
    <SimplePage title="Sign In" heading="Sign in" noindex>
      <p className="lead">Account sign-in opens with our next release.</p>
      {returnTo && (
        <p>
          You were on your way to <code>{returnTo}</code>. That page needs an account, so it will open once sign-in is available.
        </p>
      )}
      <p>
        You do not need an account for the free ExitCheck Lite and PitchPrep Lite assessments: they are on the home page and give you
        your score and roadmap straight away.
      </p>
      <div className="button-row">
        <Link className="button button--primary" to={withPrefix('/')}>
          Back to home
        </Link>
      </div>
    </SimplePage>
  );
}
