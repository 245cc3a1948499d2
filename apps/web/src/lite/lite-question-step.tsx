import type { LiteQuestion } from '@bv/domain';
import { useId, type FormEvent, type Ref } from 'react';
import { ChoiceOptions } from '../ui/choice-options';

type LiteQuestionStepProps = {
  question: LiteQuestion;
  questionNumber: number;
  questionCount: number;
  selectedOptionId: string | undefined;
  isLast: boolean;
  isSubmitting: boolean;
  onSelect: (optionId: string) => void;
  onBack: () => void;
  onNext: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

export function LiteQuestionStep(props: LiteQuestionStepProps) {
  const { question, questionNumber, questionCount, selectedOptionId, isLast, isSubmitting, onSelect, onBack, onNext, headingRef } = props;
  const id = useId();
  const canContinue = selectedOptionId !== undefined && !isSubmitting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canContinue) onNext();
  };

  return (
    <form className="lite-step" onSubmit={submit}>
      <fieldset className="choice-group" aria-describedby={question.hint ? `${id}-hint` : undefined}>
        <legend>
          <span className="lite-step__count">
            Question {questionNumber} of {questionCount}
          </span>
          <h3 className="lite-step__heading" ref={headingRef} tabIndex={-1}>
            {question.question}
          </h3>
        </legend>
        {question.hint && (
          <p className="hint" id={`${id}-hint`}>
            {question.hint}
          </p>
        )}
        <ChoiceOptions name={`${id}-${question.id}`} options={question.options} selectedId={selectedOptionId} onSelect={onSelect} disabled={isSubmitting} />
      </fieldset>
      <div className="button-row button-row--split">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={isSubmitting}>
          Back
        </button>
        <button type="submit" className="button button--primary" disabled={!canContinue} aria-busy={isSubmitting || undefined}>
          {isLast ? 'Get Results' : 'Next'}
        </button>
      </div>
      {isSubmitting && (
        <p className="hint" role="status">
          Calculating your score…
        </p>
      )}
    </form>
  );
}
