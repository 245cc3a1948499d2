import type { flagsErrors } from '@bv/contracts/messages';

// The catalogue's text as a literal its type checks: the flags gate is on every first page load.
const FLAGS_FAILED = 'Failed to load feature flags' satisfies (typeof flagsErrors)['NO_ACTIVE_PHASE']['message'];

type FeatureLoadingErrorProps = { onRetry: () => void; retrying: boolean };

/** docs/product-rules.md, "Feature flags": the full-page error when the feature flags cannot be loaded. */
export function FeatureLoadingError({ onRetry, retrying }: FeatureLoadingErrorProps) {
  return (
    <main className="crash-screen" id="main">
      <div className="crash-screen__card" role="alert">
        <h1>Feature Loading Error</h1>
        <p>{FLAGS_FAILED}</p>
        <p className="muted">Please check your connection and try again.</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      </div>
    </main>
  );
}
