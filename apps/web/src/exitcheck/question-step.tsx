import { useId, type FormEvent, type Ref } from 'react';
import { ChoiceOptions } from '../ui/choice-options';
import { importanceLabel, type BankCategory, type BankQuestion } from './bank-position';

type QuestionStepProps = {
  category: BankCategory;
  question: BankQuestion;
  questionIndex: number;
  selectedOptionId: string | undefined;
  isLast: boolean;
  busy: 'next' | 'previous' | null;
  canGoBack: boolean;
  onSelect: (optionId: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

export function QuestionStep(props: QuestionStepProps) {
  const { category, question, questionIndex, selectedOptionId, isLast, busy, canGoBack, onSelect, onPrevious, onNext, headingRef } = props;
  const id = useId();
  const canContinue = selectedOptionId !== undefined && busy === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canContinue) onNext();
  };

  return (
    <form className="pro-question" onSubmit={submit} aria-busy={busy !== null || undefined}>
      <fieldset className="choice-group" aria-describedby={question.hint ? `${id}-hint` : undefined}>
        <legend>
          <span className="lite-step__count">
            {category.title} · Question {questionIndex + 1} of {category.questions.length}
          </span>
          <h2 className="pro-question__heading" ref={headingRef} tabIndex={-1}>
            {question.question}
          </h2>
        </legend>
        {question.hint && (
          <p className="hint" id={`${id}-hint`}>
            {question.hint}
          </p>
        )}
        <p className="pro-question__importance">
          Importance to buyers: {importanceLabel(question.weight)}
        </p>
        <ChoiceOptions name={`${id}-${question.id}`} options={question.options} selectedId={selectedOptionId} onSelect={onSelect} disabled={busy !== null} />
      </fieldset>
      <div className="button-row button-row--split">
        <button type="button" className="button button--secondary" onClick={onPrevious} disabled={!canGoBack || busy !== null}>
          {busy === 'previous' ? 'Going back…' : 'Previous'}
        </button>
        <button type="submit" className="button button--primary" disabled={!canContinue} aria-describedby={selectedOptionId === undefined ? `${id}-why` : undefined}>
          {busy === 'next' ? 'Saving…' : isLast ? 'Get Results' : 'Next'}
        </button>
        {/* A disabled button says why (the why is its description). */}
        {selectedOptionId === undefined && (
          <p id={`${id}-why`} className="disabled-reason">
            Choose an answer to go on.
          </p>
        )}
      </div>
    </form>
  );
}
