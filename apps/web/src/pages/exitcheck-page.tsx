import '../exitcheck/exitcheck.css';
import type { ProResult } from '@bv/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AccessPanel } from '../exitcheck/access-panel';
import { AssessmentRunner } from '../exitcheck/assessment-runner';
import { ProfileForm } from '../exitcheck/profile-form';
import { ProResults } from '../exitcheck/results/pro-results';
import { ExitPlanPage } from './exit-plan-page';
import { useProAccess, useProBank, useProDraft, useProHistory, useProResult, useStartAssessment } from '../exitcheck/use-exitcheck-queries';
import { useProfilePrefill } from '../exitcheck/use-profile-prefill';
import { WorkspacePage } from '../layout/workspace-page';
import { usePathPrefix } from '../routing/path-prefix';
import { LoadError, LoadingCard } from '../ui/load-states';
import { useToast } from '../ui/toast/toast-context';

/** Results live at /exitcheck?result=<id>: a reload or a dashboard link shows the same screen. */
export const RESULT_PARAM = 'result';
/** /exitcheck?new=1 starts a new audit; plain /exitcheck shows the latest result once there is one. */
export const NEW_PARAM = 'new';

/** ExitCheck's pages: the audit and its results at /exitcheck, the plan to a date at /exitcheck/plan. */
export function ExitCheckPage() {
  const { pathname } = useLocation();
  return pathname.endsWith('/exitcheck/plan') ? <ExitPlanPage /> : <AuditPage />;
}

function AuditPage() {
  const [params] = useSearchParams();
  const resultId = params.get(RESULT_PARAM);

  return (
    <WorkspacePage
      title="ExitCheck Pro: Exit-Readiness Audit"
      description="A scored exit-readiness audit across 9 exit-critical categories, with strengths, priority gaps and an AI-written report."
      eyebrow="Exit-readiness audit"
      heading="ExitCheck Pro"
    >
      <div className="exitcheck-page">{resultId ? <ResultScreen key={resultId} id={resultId} /> : <AssessmentFlow startNew={params.has(NEW_PARAM)} />}</div>
    </WorkspacePage>
  );
}

/**
 * Access first; then the open draft resumed at its next question; else the latest result (a
 * founder coming back wants to see where they stand), or the profile form for a new audit.
 */
function AssessmentFlow({ startNew }: { startNew: boolean }) {
  const access = useProAccess();
  const draft = useProDraft();
  const history = useProHistory();
  const allowed = access.data?.allowed === true;
  const bank = useProBank(allowed);
  const navigate = useNavigate();
  const location = useLocation();
  const showToast = useToast();
  // The runner takes focus only once the founder has acted here, not when a reload resumes a draft.
  const [startedHere, setStartedHere] = useState(false);
  // Set on Get Results: once the draft is gone the page goes to this audit's result, never to the
  // newest entry of a list that may not hold it yet (or that would drop the focus hand-over).
  const finishing = useRef(false);

  if (access.isPending || draft.isPending) return <LoadingCard className="exitcheck-page__loading" label="Loading your assessment…" />;
  if (access.isError) return <LoadError message={`We could not check your access: ${access.error.message}`} onRetry={() => void access.refetch()} />;
  if (draft.isError) return <LoadError message={`We could not load your saved answers: ${draft.error.message}`} onRetry={() => void draft.refetch()} />;
  if (!access.data.allowed) return <AccessPanel access={access.data} hasDraft={draft.data !== null} />;
  if (!draft.data) {
    if (finishing.current) return <LoadingCard className="exitcheck-page__loading" label="Loading your results…" />;
    if (!startNew && history.isPending) return <LoadingCard className="exitcheck-page__loading" label="Loading your assessment…" />;
    const latest = startNew ? undefined : history.data?.[0];
    if (latest) return <Navigate replace to={{ pathname: location.pathname, search: `?${RESULT_PARAM}=${encodeURIComponent(latest.id)}` }} />;
    return <StartForm onStarted={() => setStartedHere(true)} />;
  }
  if (bank.isPending) return <LoadingCard className="exitcheck-page__loading" label="Loading the questions…" />;
  if (bank.isError) return <LoadError message={`We could not load the questions: ${bank.error.message}`} onRetry={() => void bank.refetch()} />;

  const completed = (result: ProResult) => {
    showToast({ title: 'Assessment Complete!', description: `Your ExitCheck Pro score is ${result.totalScore} out of 100.` });
    navigate({ pathname: location.pathname, search: `?${RESULT_PARAM}=${encodeURIComponent(result.id)}` }, { state: { justCompleted: true } });
  };

  return <AssessmentRunner key={draft.data.id} bank={bank.data} draft={draft.data} focusFirst={startedHere} onFinishing={() => (finishing.current = true)} onCompleted={completed} />;
}

/** `onStarted` runs on the click, before the draft arrives, so the first question takes focus. */
function StartForm({ onStarted }: { onStarted: () => void }) {
  const { ready, profile } = useProfilePrefill();
  const start = useStartAssessment();
  if (!ready) return <LoadingCard className="exitcheck-page__loading" label="Preparing your profile…" />;
  // A 403 sends the page back to the access panel (the hook re-reads access); other refusals are shown here.
  const error = start.error && start.error.status !== 403 ? start.error.message : null;
  return <ProfileForm initial={profile} pending={start.isPending} error={error} onStart={(userInfo) => {
        onStarted();
        start.mutate(userInfo);
      }} />;
}

function ResultScreen({ id }: { id: string }) {
  const result = useProResult(id);
  const location = useLocation();
  const { withPrefix } = usePathPrefix();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const justCompleted = (location.state as { justCompleted?: boolean } | null)?.justCompleted === true;
  const loaded = result.data !== undefined;

  // Once, on arrival from the last question: later changes (a report written) must not move focus.
  useEffect(() => {
    if (!justCompleted || !loaded || focused.current) return;
    focused.current = true;
    headingRef.current?.focus();
  }, [justCompleted, loaded]);

  if (result.isPending) return <LoadingCard className="exitcheck-page__loading" label="Loading your results…" />;
  if (result.isError) {
    return (
      <div className="lite-card">
        <h2>{result.error.status === 404 ? 'Assessment not found' : 'Your results could not be loaded'}</h2>
        <p>{result.error.status === 404 ? 'This assessment does not exist or belongs to another account.' : result.error.message}</p>
        <div className="button-row">
          {result.error.status !== 404 && (
            <button type="button" className="button button--secondary" onClick={() => void result.refetch()}>
              Try again
            </button>
          )}
          <Link className="button button--primary" to={withPrefix('/exitcheck')}>
            Go to ExitCheck Pro
          </Link>
        </div>
      </div>
    );
  }
  return <ProResults result={result.data} headingRef={headingRef} />;
}
