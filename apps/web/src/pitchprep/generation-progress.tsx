import type { GenerationRun } from '@bv/contracts';
import type { PitchIntake } from '@bv/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { usePathPrefix } from '../routing/path-prefix';
import { ProgressBar } from '../ui/progress-bar';
import { Skeleton } from '../ui/skeleton';
import { authorshipLabel, OUTPUT_LABELS, OUTPUT_PHRASES } from './output-labels';
import { outputPath } from './output-path';
import { STEP_COUNT } from './intake/intake-steps';
import { PITCHPREP_KEYS, useGenerationRun, useSaveIntake } from './use-pitchprep-queries';

/** "Writing your investor FAQ… (2 of 3)": the output being written now and its place in the run. */
export function progressLine(run: GenerationRun): string {
  const position = Math.min(run.done + 1, Math.max(run.total, 1));
  const what = run.current ? `your ${OUTPUT_PHRASES[run.current]}` : 'your materials';
  return `Writing ${what}… (${position} of ${run.total})`;
}

/** A run's progress while it writes, then its outputs; the run id is in the URL so a reload keeps it. */
export function GenerationProgress({ runId, onStartAgain }: { runId: string; onStartAgain: () => void }) {
  const run = useGenerationRun(runId);
  const queryClient = useQueryClient();
  const { withPrefix } = usePathPrefix();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = run.data?.status;
  const settled = useRef(false);

  // Once finished, the outputs list, the open draft and the month's usage have all changed.
  useEffect(() => {
    if (settled.current || (status !== 'done' && status !== 'failed')) return;
    settled.current = true;
    void queryClient.invalidateQueries({ queryKey: PITCHPREP_KEYS.outputs });
    void queryClient.invalidateQueries({ queryKey: PITCHPREP_KEYS.intake });
    void queryClient.invalidateQueries({ queryKey: PITCHPREP_KEYS.access });
    headingRef.current?.focus();
  }, [status, queryClient]);

  if (run.isPending) {
    return (
      <div className="lite-card pp-run">
        <p className="hint">Checking on your materials…</p>
        <Skeleton variant="card" />
      </div>
    );
  }
  if (run.isError) {
    return (
      <div className="lite-card pp-run">
        <div className="inline-error" role="alert">
          <p>{run.error.status === 404 ? 'This generation run was not found.' : `We could not check on your materials: ${run.error.message}`}</p>
          <div className="button-row">
            {run.error.status !== 404 && (
              <button type="button" className="button button--secondary button--small" onClick={() => void run.refetch()}>
                Try again
              </button>
            )}
            <button type="button" className="button button--ghost button--small" onClick={onStartAgain}>
              Back to the intake
            </button>
          </div>
        </div>
      </div>
    );
  }

  const data = run.data;
  if (data.status === 'running') {
    return (
      <section className="lite-card pp-run" aria-labelledby="pp-run-title" aria-busy="true">
        <h3 id="pp-run-title">Writing your materials</h3>
        <p className="pp-run__line" role="status">
          {progressLine(data)}
        </p>
        <ProgressBar value={data.done} max={data.total} label="Generation progress" />
        <p className="hint">This usually takes under a minute. You can leave this page; your materials will be on your dashboard.</p>
      </section>
    );
  }

  if (data.status === 'failed') {
    return (
      <section className="lite-card pp-run" aria-labelledby="pp-run-title">
        <h3 id="pp-run-title" ref={headingRef} tabIndex={-1}>
          Generation failed
        </h3>
        <div className="inline-error" role="alert">
          <p>{data.error?.message ?? 'Something went wrong while writing your materials.'}</p>
        </div>
        {data.outputs.length > 0 && <OutputLinks run={data} withPrefix={withPrefix} />}
        <ReopenAnswers runId={runId} onReopened={onStartAgain} />
      </section>
    );
  }

  return (
    <section className="lite-card pp-run" aria-labelledby="pp-run-title">
      <h3 id="pp-run-title" ref={headingRef} tabIndex={-1}>
        Your materials are ready
      </h3>
      <p>Open each one to edit it, save versions and download it for PowerPoint, Word or as a PDF.</p>
      <OutputLinks run={data} withPrefix={withPrefix} />
      <div className="button-row">
        <Link className="button button--secondary" to={withPrefix('/dashboard')}>
          Go to dashboard
        </Link>
        <button type="button" className="button button--ghost" onClick={onStartAgain}>
          Start a new intake
        </button>
      </div>
    </section>
  );
}

/**
 * Generating closes the intake on the server, and a failed run does not reopen it; the answers the
 * run started from (kept in this tab) are saved again as the open draft, at the last step.
 */
function ReopenAnswers({ runId, onReopened }: { runId: string; onReopened: () => void }) {
  const queryClient = useQueryClient();
  const saveIntake = useSaveIntake();
  const submitted = queryClient.getQueryData<PitchIntake>(PITCHPREP_KEYS.submitted(runId));
  if (!submitted) {
    return (
      <>
        <p>A failed run does not count against a monthly allowance. Start the intake again to try once more.</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={onReopened}>
            Back to the intake
          </button>
        </div>
      </>
    );
  }
  const reopen = () => saveIntake.mutate({ intake: submitted, step: STEP_COUNT - 1 }, { onSuccess: onReopened });
  return (
    <>
      <p>A failed run does not count against a monthly allowance. Your answers are kept: go back to the intake and generate again.</p>
      {saveIntake.isError && (
        <div className="inline-error" role="alert">
          <p>Your answers could not be reopened: {saveIntake.error.message}</p>
        </div>
      )}
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={reopen} disabled={saveIntake.isPending} aria-busy={saveIntake.isPending || undefined}>
          Back to the intake
        </button>
      </div>
    </>
  );
}

function OutputLinks({ run, withPrefix }: { run: GenerationRun; withPrefix: (path: string) => string }) {
  return (
    <ul className="pp-run__outputs">
      {run.outputs.map((output) => (
        <li key={output.id}>
          <Link to={withPrefix(outputPath(output.id))}>{output.title}</Link>
          <span className="muted">
            {' '}
            · {OUTPUT_LABELS[output.outputType]} · {authorshipLabel(output.aiGenerated)}
          </span>
        </li>
      ))}
    </ul>
  );
}
