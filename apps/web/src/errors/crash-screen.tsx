import { CONTACT_EMAIL } from '../config';

type CrashScreenProps = { errorId: string; onTryAgain: () => void };

export function CrashScreen({ errorId, onTryAgain }: CrashScreenProps) {
  return (
    <main className="crash-screen" id="main">
      <div className="crash-screen__card" role="alert">
        <h1>Something went wrong</h1>
        <p>We hit an unexpected error. It has been logged so our team can look into it.</p>
        <p className="crash-screen__id">
          Error ID: <code>{errorId}</code>
        </p>
        <p className="muted">
          Reference this ID when contacting support at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={onTryAgain}>
            Try Again
          </button>
          {/* A full page load on purpose: after a crash, in-memory state is not to be trusted. */}
          <a className="button button--secondary" href="/">
            Go Home
          </a>
        </div>
      </div>
    </main>
  );
}
