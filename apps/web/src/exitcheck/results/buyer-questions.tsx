import { useState } from 'react';
import type { ProResult } from '@bv/contracts';
import { SLIDE_ATTENTION_DAYS } from '@bv/domain';

type Question = ProResult['buyerQuestions'][number];

/**
 * The questions a buyer's due diligence is likely to ask about the answers that fall short, the
 * likeliest first, each with a draft answer from what the founder said and the plan for it, and
 * the data-room document that would prove it (docs/product-rules.md, "Questions a buyer will ask").
 */
/** How many show before "Show all": the list must not push the categories screens down on a phone. */
const FIRST_SHOWN = 5;

export function BuyerQuestions({ questions }: { questions: ProResult['buyerQuestions'] }) {
  const [all, setAll] = useState(false);
  if (questions.length === 0) return null;
  const shown = all ? questions : questions.slice(0, FIRST_SHOWN);
  const watched = questions.some((q) => q.viewerInterest);
  return (
    <section className="card pro-results__section buyer-questions" aria-labelledby="pro-questions-title">
      <h2 id="pro-questions-title">Questions a buyer will ask</h2>
      <p className="hint">
        From your weakest answers, the likeliest first{watched && `, moved up where viewers of your shared decks lingered in the last ${SLIDE_ATTENTION_DAYS} days`}. Each has a draft answer to make your own and the
        document that would prove it in your data room.
      </p>
      <ol className="buyer-questions__list">
        {shown.map((question, index) => (
          <BuyerQuestionItem key={question.questionId} question={question} open={index === 0} showInterest={firstOfItsLine(questions, index)} />
        ))}
      </ol>
      {shown.length < questions.length && (
        <button type="button" className="button button--ghost buyer-questions__more" onClick={() => setAll(true)}>
          Show all {questions.length} questions
        </button>
      )}
    </section>
  );
}

/** The viewers' line once, on the first question it concerns: the same chip on every question of a category is noise. */
function firstOfItsLine(questions: readonly Question[], index: number): boolean {
  const line = questions[index].viewerInterest;
  return line !== undefined && !questions.slice(0, index).some((q) => q.viewerInterest === line && q.categoryTitle === questions[index].categoryTitle);
}

function BuyerQuestionItem({ question, open, showInterest }: { question: Question; open: boolean; showInterest: boolean }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyDraft = () => {
    if (!navigator.clipboard) return setCopy('failed');
    navigator.clipboard.writeText(question.draftAnswer).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <li className="buyer-question">
      <details open={open}>
        <summary>
          <span className="buyer-question__ask">{question.ask}</span>
          <span className="buyer-question__tag">{question.categoryTitle}</span>
          {showInterest && (
            <span className="buyer-question__interest">
              <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
                <path d="M8 3C4.4 3 1.7 5.5.8 8c.9 2.5 3.6 5 7.2 5s6.3-2.5 7.2-5C14.3 5.5 11.6 3 8 3zm0 8.2A3.2 3.2 0 1 1 8 4.8a3.2 3.2 0 0 1 0 6.4zm0-1.7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" fill="currentColor" />
              </svg>
              {question.viewerInterest}
            </span>
          )}
        </summary>
        <div className="buyer-question__body">
          <p className="buyer-question__label">Draft answer</p>
          <blockquote className="buyer-question__draft">{question.draftAnswer}</blockquote>
          <p className="buyer-question__evidence">
            <span className="buyer-question__label">Have ready</span> {question.evidence} <span className="muted">(data-room checklist)</span>
          </p>
          <div className="buyer-question__actions">
            <button type="button" className="button button--ghost button--small" onClick={copyDraft}>
              Copy draft answer
            </button>
            <span role="status" className="buyer-question__copy-state">
              {copy === 'copied' && 'Copied.'}
              {copy === 'failed' && 'Copying was blocked by the browser: select the text and copy it.'}
            </span>
          </div>
        </div>
      </details>
    </li>
  );
}
