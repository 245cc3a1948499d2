import './pitchprep.css';
import { Link } from 'react-router';
import { usePathPrefix } from '../routing/path-prefix';
import { Skeleton } from '../ui/skeleton';
import { DownloadMenu } from './download-menu';
import { formatDateTime } from '../format/format';
import { OUTPUT_LABELS, TRACK_LABELS } from './output-labels';
import { outputPath } from './output-path';
import { OutputThumbnail } from './output-thumbnail';
import { useOutputs } from './use-pitchprep-queries';
import { LoadError } from '../ui/load-states';

/**
 * The dashboard's list of PitchPrep outputs, most recently edited first. `owned`: whether the plan
 * includes PitchPrep (null while billing loads): nobody is pushed to start a tool they lack.
 * `onBuilder`: listed above the start of a new set on /pitchprep, as a section under the page's
 * heading, with no link to the builder it sits on.
 */
export function PitchPrepOutputsList({ owned = true, onBuilder = false }: { owned?: boolean | null; onBuilder?: boolean }) {
  const outputs = useOutputs();
  const { withPrefix } = usePathPrefix();

  return (
    <section className={onBuilder ? 'pp-outputs pp-outputs--on-builder' : 'pp-outputs'} aria-labelledby="pp-outputs-title">
      <h2 id="pp-outputs-title">Your PitchPrep outputs</h2>
      {outputs.isPending ? (
        <Skeleton variant="table" />
      ) : outputs.isError ? (
        <LoadError message={'Your PitchPrep outputs could not be loaded.'} onRetry={() => void outputs.refetch()} />
      ) : outputs.data.length === 0 ? (
        <div className="card card--quiet">
          {owned === false ? (
            <>
              <p>PitchPrep is not part of your plan. Starter (PitchPrep), Pro Vault and the Founder plans write your deck, FAQ and data-room checklist.</p>
              {/* A quiet link: the plan offer's button is the dashboard's next step, not every empty list. */}
              <Link to={withPrefix('/#pricing')}>
                See plans with PitchPrep
              </Link>
            </>
          ) : (
            <>
              <p>No PitchPrep outputs yet. Answer 15–20 minutes of questions and PitchPrep writes your deck, FAQ and data-room checklist.</p>
              {owned && (
                <Link className="button button--secondary" to={withPrefix('/pitchprep#builder')}>
                  Start PitchPrep
                </Link>
              )}
            </>
          )}
        </div>
      ) : (
        <>
          <ul className="pp-outputs__list">
            {[...outputs.data]
              .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
              .map((output) => (
                <li key={output.id} className="card card--quiet pp-outputs__item">
                  <OutputThumbnail output={output} />
                  <div className="pp-outputs__body">
                    <h3 className="pp-outputs__title">
                      <Link to={withPrefix(outputPath(output.id))}>{output.title}</Link>
                    </h3>
                    <p className="pp-outputs__meta">
                      <span>{OUTPUT_LABELS[output.outputType]}</span>
                      <span>{TRACK_LABELS[output.track]} track</span>
                      <span>
                        Last edit {formatDateTime(output.updatedAt)} (version {output.version})
                      </span>
                    </p>
                    <div className="button-row pp-outputs__actions">
                      <Link className="button button--secondary button--small" to={withPrefix(outputPath(output.id))}>
                        Open<span className="visually-hidden"> {output.title}</span>
                      </Link>
                      {/* One Download menu per output, not a button per file (up to five on a deck). */}
                      <DownloadMenu outputId={output.id} outputType={output.outputType} context={output.title} small />
                    </div>
                  </div>
                </li>
              ))}
          </ul>
          {!onBuilder && (
            <p>
              <Link to={withPrefix('/pitchprep#builder')}>Build new materials with PitchPrep</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
