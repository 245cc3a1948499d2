import './pitchprep.css';
import type { ProAccess } from '@bv/contracts';
import type { PitchTrack } from '@bv/domain';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { usePathPrefix } from '../routing/path-prefix';
import { LoadError, LoadingCard } from '../ui/load-states';
import { PitchAccessPanel } from './access-panel';
import { GenerationProgress } from './generation-progress';
import { emptyIntake, intakeToSend } from './intake/intake-steps';
import { IntakeWizard } from './intake/intake-wizard';
import { RUN_PARAM } from './output-path';
import { PitchPrepOutputsList } from './outputs-list';
import { TrackChooser } from './track-chooser';
import { useIntakeDraft, useOutputs, usePitchAccess, useSaveIntake } from './use-pitchprep-queries';

/**
 * The /pitchprep builder: sign-in prompt, plans, or the intake and generation for an entitled
 * founder. `inWorkspace`: inside the signed-in workspace, which already gives the page its width.
 */
export function PitchPrepBuilder({ inWorkspace = false }: { inWorkspace?: boolean }) {
  const { status } = useAuth();
  const body = (
    <>
      {/* In the workspace the page heading (PitchPrep) is the one display heading: this one is for screen readers only. */}
      <h2 id="pp-builder-title" className={inWorkspace ? 'visually-hidden' : undefined}>
        Build your materials
      </h2>
      {status === 'loading' ? <LoadingCard label="Checking your account…" /> : status === 'signed-out' ? <SignInPrompt /> : <SignedInBuilder />}
    </>
  );
  return (
    <section id="builder" className={inWorkspace ? 'pp-builder' : 'landing-section pp-builder'} aria-labelledby="pp-builder-title">
      {inWorkspace ? body : <div className="container">{body}</div>}
    </section>
  );
}

function SignInPrompt() {
  const { withPrefix } = usePathPrefix();
  const { pathname } = useLocation();
  const returnTo = encodeURIComponent(`${pathname}#builder`);
  return (
    <div className="lite-card pp-access">
      <p>Sign in to answer the intake and generate your pitch deck, FAQ and data-room checklist. Generating needs a plan that includes PitchPrep.</p>
      <div className="button-row">
        <Link className="button button--primary" to={withPrefix(`/auth?returnTo=${returnTo}`)}>
          Sign in to start
        </Link>
        <Link className="button button--secondary" to={withPrefix('/#pricing')}>
          See plans and pricing
        </Link>
      </div>
    </div>
  );
}

function UsageNote({ access }: { access: ProAccess }) {
  if (access.unlimited || access.monthlyAllowance === null) return null;
  return (
    <p className="hint pp-usage">
      This month you have used {access.usedThisMonth} of {access.monthlyAllowance} uses on Founder Essential. Each generation counts as one, as does a
      completed ExitCheck Pro assessment.
    </p>
  );
}

function SignedInBuilder() {
  const [params, setParams] = useSearchParams();
  const runId = params.get(RUN_PARAM);
  const access = usePitchAccess(runId === null);
  const draft = useIntakeDraft(runId === null);
  const start = useSaveIntake();
  // A founder who has written materials before finds them here first, and a new set below.
  const outputs = useOutputs();
  // The wizard takes focus only once the founder has acted here, not when a reload resumes a draft.
  const [startedHere, setStartedHere] = useState(false);

  const showRun = (id: string) => setParams({ [RUN_PARAM]: id });
  const leaveRun = () => setParams({}, { replace: true });

  if (runId) return <GenerationProgress key={runId} runId={runId} onStartAgain={leaveRun} />;
  if (access.isPending || draft.isPending) return <LoadingCard label="Loading your intake…" />;
  if (access.isError) return <LoadError message={`We could not check your access: ${access.error.message}`} onRetry={() => void access.refetch()} />;
  if (draft.isError) return <LoadError message={`We could not load your saved answers: ${draft.error.message}`} onRetry={() => void draft.refetch()} />;
  if (!access.data.allowed) return <PitchAccessPanel access={access.data} hasDraft={draft.data !== null} />;

  if (!draft.data) {
    const begin = (track: PitchTrack) => {
      setStartedHere(true);
      start.mutate({ intake: intakeToSend(emptyIntake(track)), step: 0 });
    };
    const error = start.error ? `Your intake could not be started: ${start.error.message}` : null;
    const hasOutputs = (outputs.data?.length ?? 0) > 0;
    return (
      <>
        <UsageNote access={access.data} />
        {hasOutputs && <PitchPrepOutputsList onBuilder />}
        <TrackChooser pending={start.isPending} error={error} onStart={begin} title={hasOutputs ? 'A new set: what are you preparing for?' : undefined} />
      </>
    );
  }

  return (
    <>
      <UsageNote access={access.data} />
      <IntakeWizard key={draft.data.id} draft={draft.data} startedHere={startedHere} onRunStarted={showRun} />
    </>
  );
}
