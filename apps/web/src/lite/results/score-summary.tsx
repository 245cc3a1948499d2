import type { LiteResult } from '@bv/contracts';
import { liteResultHeading } from '@bv/domain';
import type { Ref } from 'react';
import { ProgressBar } from '../../ui/progress-bar';

export function ScoreSummary({ result, headingRef }: { result: LiteResult; headingRef?: Ref<HTMLHeadingElement> }) {
  const heading = liteResultHeading(result.toolType, result.score, result.maxScore);
  return (
    <header className="score-summary">
      <p className="eyebrow">Your results, {result.name}</p>
      <h3 className="score-summary__heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      <p className="score-summary__score">
        <span className="score-summary__value">{result.score}</span>
        <span className="score-summary__max"> / {result.maxScore}</span>
        <span className="badge">{result.scoreLabel}</span>
      </p>
      <ProgressBar value={result.score} max={result.maxScore} label={`Score ${result.score} out of ${result.maxScore}`} />
    </header>
  );
}
