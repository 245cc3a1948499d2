import type { ProBankView, ProDraft, ProResult } from '@bv/contracts';
import { useEffect, useRef, useState, type Ref } from 'react';
import { ProgressBar } from '../ui/progress-bar';
import { categoryProgress, currentPosition, questionCount } from './bank-position';
import { CategoryStepper } from './category-stepper';
import { QuestionStep } from './question-step';
import { useCompleteAssessment, useDraftSteps } from './use-exitcheck-queries';

type AssessmentRunnerProps = {
  bank: ProBankView;
  draft: ProDraft;
  /** False when resuming on page load: focus stays where the browser put it until the founder acts. */
  focusFirst: boolean;
  /** Scoring starts: the page stops treating "no draft" as a reason to show the latest result. */
  onFinishing?: () => void;
  onCompleted: (result: ProResult) => void;
};

const answersOf = (draft: ProDraft) => Object.fromEntries(draft.responses.map((r) => [r.questionId, r.optionId]));

/**
 * One question at a time over the server-held draft: Next saves the answer (PUT) and the draft
 * that comes back decides the next question; Previous asks the server to drop the last answer.
 * Choices are also kept here, so a question stepped back to shows the option chosen before.
 */
export function AssessmentRunner({ bank, draft, focusFirst, onFinishing, onCompleted }: AssessmentRunnerProps) {
  const { answer, back } = useDraftSteps(draft.id);
  const complete = useCompleteAssessment(draft.id, onCompleted);
  const [choices, setChoices] = useState<Record<string, string>>(() => answersOf(draft));
  const position = currentPosition(bank, draft.responses);
  const progress = categoryProgress(bank, draft.responses, position);
  const total = questionCount(bank);
  const answeredCount = draft.responses.length;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(focusFirst);
  const stepKey = position.kind === 'question' ? position.question.id : 'finished';
  useEffect(() => {
    if (moveFocus.current) headingRef.current?.focus();
  }, [stepKey]);

  const finish = () => {
    moveFocus.current = true;
    onFinishing?.();
    complete.mutate();
  };

  const next = () => {
    if (position.kind !== 'question') return;
    const optionId = choices[position.question.id];
    if (!optionId) return;
    moveFocus.current = true;
    back.reset();
    answer.mutate(
      { questionId: position.question.id, optionId },
      { onSuccess: (saved) => currentPosition(bank, saved.responses).kind === 'finished' && finish() },
    );
  };

  const previous = () => {
    moveFocus.current = true;
    answer.reset();
    complete.reset();
    back.mutate();
  };

  const busy = answer.isPending ? 'next' : back.isPending ? 'previous' : null;
  const stepError = answer.error ?? back.error;

  return (
    <div className="pro-runner">
      <CategoryStepper categories={bank.categories} progress={progress} />
      <div className="lite-card pro-runner__card">
        <p className="pro-runner__progress-text">
          {position.kind === 'question' ? `Question ${position.number} of ${total}` : `All ${total} questions answered`}
        </p>
        <ProgressBar value={answeredCount} max={total} label={`${answeredCount} of ${total} questions answered`} />
        {position.kind === 'question' ? (
          <>
            {position.questionIndex === 0 && <p className="pro-runner__category-intro">{position.category.description}</p>}
            <QuestionStep
              key={position.question.id}
              category={position.category}
              question={position.question}
              questionIndex={position.questionIndex}
              selectedOptionId={choices[position.question.id]}
              isLast={position.number === total}
              busy={busy}
              canGoBack={answeredCount > 0}
              onSelect={(optionId) => setChoices((current) => ({ ...current, [position.question.id]: optionId }))}
              onPrevious={previous}
              onNext={next}
              headingRef={headingRef}
            />
          </>
        ) : (
          <FinishStep
            headingRef={headingRef}
            total={total}
            pending={complete.isPending}
            error={complete.error?.message ?? null}
            onFinish={finish}
            onPrevious={previous}
            backPending={back.isPending}
          />
        )}
        {stepError && (
          <div className="inline-error" role="alert">
            <p>{stepError.message}</p>
            <p className="hint">Your earlier answers are saved. Try again in a moment.</p>
          </div>
        )}
      </div>
    </div>
  );
}

type FinishStepProps = {
  headingRef: Ref<HTMLHeadingElement>;
  total: number;
  pending: boolean;
  error: string | null;
  backPending: boolean;
  onFinish: () => void;
  onPrevious: () => void;
};

/** Reached while the score is worked out, or on reload when every answer was saved but not scored. */
function FinishStep({ headingRef, total, pending, error, backPending, onFinish, onPrevious }: FinishStepProps) {
  return (
    <div className="pro-question">
      <h2 className="pro-question__heading" ref={headingRef} tabIndex={-1}>
        {pending ? 'Calculating your score…' : 'Every question is answered'}
      </h2>
      {pending ? (
        <p className="hint" role="status">
          Scoring your {total} answers across the nine categories.
        </p>
      ) : (
        <p>Your answers are saved. Get your score, strengths, priority gaps and next steps.</p>
      )}
      {error && (
        <div className="inline-error" role="alert">
          <p>{error}</p>
        </div>
      )}
      <div className="button-row button-row--split">
        <button type="button" className="button button--secondary" onClick={onPrevious} disabled={pending || backPending}>
          Previous
        </button>
        <button type="button" className="button button--primary" onClick={onFinish} disabled={pending || backPending}>
          Get Results
        </button>
      </div>
    </div>
  );
}
