import type { IntakeDraft } from '@bv/contracts';
import type { assessmentsErrors } from '@bv/contracts/messages';
import type { PitchIntake, PitchTrack } from '@bv/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { formatDateTime } from '../../format/format';
import { TRACK_LABELS } from '../output-labels';
import { useGenerate, useSaveIntake } from '../use-pitchprep-queries';
import { ProgressBar } from '../../ui/progress-bar';
import { IntakeField } from './intake-field';
import { intakeToSend, readField, STEP_COUNT, stepDef, withSections, writeField } from './intake-steps';
import { FiguresEditor } from './figures-editor';
import { RivalsEditor } from './rivals-editor';
import { TeamStep } from './team-step';

type IntakeWizardProps = {
  draft: IntakeDraft;
  /** True when the founder started the intake just now (focus moves to the first step). */
  startedHere: boolean;
  onRunStarted: (runId: string) => void;
};

/** `retry`: false when trying again now cannot help (the server refused this generation for now). */
type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'error'; message: string; retry: boolean };

/** docs/product-rules.md, "AI generation limits": refusals whose message says what to do instead of retrying. */
type GenerationRefusal = (typeof assessmentsErrors)['PITCHPREP_GENERATION_ACTIVE' | 'PITCHPREP_ALREADY_GENERATED' | 'AI_DAILY_LIMIT']['code'];
const GENERATION_REFUSALS = new Set<string>(['PITCHPREP.GENERATION_ACTIVE', 'PITCHPREP.ALREADY_GENERATED', 'AI.DAILY_LIMIT'] satisfies GenerationRefusal[]);

const LAST = STEP_COUNT - 1;
const clampStep = (step: number) => Math.min(Math.max(step, 0), LAST);

/** The intake, one step at a time; every Next saves to the server so a reload resumes here. */
export function IntakeWizard({ draft, startedHere, onRunStarted }: IntakeWizardProps) {
  const [intake, setIntake] = useState<PitchIntake>(() => withSections(draft.intake));
  const [index, setIndex] = useState(() => clampStep(draft.step));
  const [save, setSave] = useState<SaveState>({ kind: 'saved', at: draft.updatedAt });
  const [nameError, setNameError] = useState<string | null>(null);
  const saveIntake = useSaveIntake();
  const generate = useGenerate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(startedHere);
  const resumed = draft.step > 0 && !startedHere;

  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [index]);

  const def = stepDef(index, intake.track);
  const busy = save.kind === 'saving' || generate.isPending;

  const change = (next: PitchIntake) => {
    setIntake(next);
    if (save.kind === 'saved') setSave({ kind: 'idle' });
  };

  const persist = async (step: number): Promise<boolean> => {
    setSave({ kind: 'saving' });
    try {
      const saved = await saveIntake.mutateAsync({ intake: intakeToSend(intake), step });
      setSave({ kind: 'saved', at: saved.updatedAt });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Please try again.';
      setSave({ kind: 'error', message: `Your answers could not be saved: ${message}`, retry: true });
      return false;
    }
  };

  const next = async () => {
    if (index === 0 && intake.company.name.trim() === '') {
      setNameError('Enter your company name to continue.');
      return;
    }
    setNameError(null);
    if (!(await persist(index + 1))) return;
    moved.current = true;
    setIndex(index + 1);
  };

  const runGenerate = async () => {
    if (!(await persist(LAST))) return;
    try {
      const run = await generate.mutateAsync({ intakeId: draft.id, intake: intakeToSend(intake) });
      onRunStarted(run.id);
    } catch (error) {
      // A 403 sends the builder back to the access panel (access is read again); others are shown here.
      if (error instanceof ApiError && error.status === 403) return;
      const message = error instanceof Error ? error.message : 'Please try again.';
      const refused = error instanceof ApiError && GENERATION_REFUSALS.has(error.code);
      setSave({ kind: 'error', message: `Generation could not start: ${message}`, retry: !refused });
    }
  };

  const back = () => {
    moved.current = true;
    setIndex(index - 1);
  };

  // Retry repeats the step's action with the answers as they are now (edits since the failure included).
  const act = () => {
    if (busy) return;
    void (index === LAST ? runGenerate() : next());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    act();
  };

  const setTrack = (track: PitchTrack) => change({ ...intake, track });

  return (
    <section className="lite-card pp-intake" aria-labelledby="pp-step-title">
      <div className="pp-intake__top">
        <div className="lite-progress">
          <p className="lite-progress__text">
            Step {index + 1} of {STEP_COUNT}
          </p>
          <ProgressBar value={index + 1} max={STEP_COUNT} label="Intake progress" />
        </div>
        <div className="pp-track" role="group" aria-label="Track">
          <span className="pp-track__label" aria-hidden="true">
            Track
          </span>
          <div className="segmented pp-track__options">
            {(['fundraising', 'exit'] as const).map((track) => (
              <button
                key={track}
                type="button"
                className="segmented__option"
                aria-pressed={intake.track === track}
                onClick={() => setTrack(track)}
                disabled={busy}
              >
                {TRACK_LABELS[track]}
              </button>
            ))}
          </div>
        </div>
      </div>
      {resumed && index === clampStep(draft.step) && (
        <p className="callout pp-intake__resumed">Welcome back. Your earlier answers are saved, so you can carry on from this step.</p>
      )}
      <form onSubmit={submit} noValidate>
        <h2 id="pp-step-title" ref={headingRef} tabIndex={-1}>
          {def.title}
        </h2>
        <p className="hint">{def.intro}</p>
        {def.step === 'team' ? (
          <TeamStep team={intake.team} onChange={(team) => change({ ...intake, team })} />
        ) : (
          def.fields.map((field) => (
            <IntakeField
              key={field.id}
              label={field.label}
              hint={field.hint}
              kind={field.kind}
              maxLength={field.maxLength}
              rows={field.rows}
              placeholder={field.placeholder}
              required={field.required}
              suggestions={field.suggestions}
              inputMode={field.inputMode}
              error={field.required ? nameError : null}
              value={readField(intake, field.path)}
              onChange={(value) => change(writeField(intake, field.path, value))}
            />
          ))
        )}
        {(def.extra === 'history' || def.extra === 'forecast') && <FiguresEditor kind={def.extra} intake={intake} onChange={change} />}
        {def.extra === 'rivals' && <RivalsEditor intake={intake} onChange={change} />}
        {index === LAST && (
          <p className="hint">
            Generate writes your {intake.track === 'exit' ? 'exit deck, exit FAQ' : 'pitch deck, investor FAQ'} and data-room checklist from these
            answers. You can edit everything afterwards.
          </p>
        )}
        {save.kind === 'error' && (
          <div className="inline-error" role="alert">
            <p>{save.message}</p>
            <p className="pp-intake__kept">Your answers are still here.</p>
            {save.retry && (
              <button type="button" className="button button--secondary button--small" onClick={act} disabled={busy}>
                Retry
              </button>
            )}
          </div>
        )}
        <div className="button-row button-row--split pp-intake__nav">
          <button type="button" className="button button--secondary" onClick={back} disabled={index === 0 || busy}>
            Back
          </button>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {index === LAST ? (generate.isPending ? 'Starting…' : 'Generate') : 'Next'}
          </button>
        </div>
        <p className="hint pp-intake__status" role="status">
          {save.kind === 'saving' ? 'Saving…' : save.kind === 'saved' ? `Saved · ${formatDateTime(save.at)}` : ''}
        </p>
      </form>
    </section>
  );
}
