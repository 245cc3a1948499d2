import './exitcheck.css';
import { Link } from 'react-router';
import { formatDate } from '../billing/format';
import { usePathPrefix } from '../routing/path-prefix';
import { DownloadPdfButton } from './results/download-pdf-button';
import { useProHistory } from './use-exitcheck-queries';
import { LoadError } from '../ui/load-states';

/**
 * The dashboard's list of completed ExitCheck Pro assessments, newest first. `owned`: whether the
 * plan includes ExitCheck (null while billing loads): nobody is pushed to start a tool they lack.
 */
export function ProHistory({ owned = true }: { owned?: boolean | null }) {
  const history = useProHistory();
  const { withPrefix } = usePathPrefix();
  const resultPath = (id: string) => withPrefix(`/exitcheck?result=${encodeURIComponent(id)}`);

  return (
    <section className="pro-history" aria-labelledby="pro-history-title">
      <h2 id="pro-history-title">Your ExitCheck Pro assessments</h2>
      {history.isPending ? (
        // Not a live status: the dashboard's connection badge is its one status region.
        <p className="muted" aria-busy="true">
          Loading your assessments…
        </p>
      ) : history.isError ? (
        <LoadError message={'Your assessments could not be loaded.'} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <div className="card card--quiet">
          {owned === false ? (
            <>
              <p>ExitCheck Pro is not part of your plan. Starter (ExitCheck), Pro Vault and the Founder plans include the scored exit-readiness audit.</p>
              {/* A quiet link: the plan offer's button is the dashboard's next step, not every empty list. */}
              <Link to={withPrefix('/#pricing')}>
                See plans with ExitCheck Pro
              </Link>
            </>
          ) : (
            <>
              <p>No ExitCheck Pro assessments yet. Score your business across nine exit-critical categories in about 20 minutes.</p>
              {owned && (
                <Link className="button button--secondary" to={withPrefix('/exitcheck')}>
                  Start ExitCheck Pro
                </Link>
              )}
            </>
          )}
        </div>
      ) : (
        <>
          <ul className="pro-history__list">
            {history.data.map((entry) => (
              <li key={entry.id} className="pro-history__item">
                <Link to={resultPath(entry.id)} className="pro-history__link">
                  <span className="pro-history__score">
                    {entry.totalScore}
                    <span className="muted"> / 100</span>
                  </span>
                  <span className="pro-history__level">{entry.readinessLevel}</span>
                  <span className="pro-history__date">{formatDate(entry.completedAt)}</span>
                  <span className="pro-history__view">View results</span>
                </Link>
                <DownloadPdfButton assessmentId={entry.id} />
              </li>
            ))}
          </ul>
          <p>
            <Link to={withPrefix('/exitcheck?new=1')}>Take ExitCheck Pro again</Link>
          </p>
        </>
      )}
    </section>
  );
}
