import { ProgressBar } from '../ui/progress-bar';
import { LITE_TOTAL_STEPS } from './lite-tool-copy';

export function LiteProgress({ stepNumber }: { stepNumber: number }) {
  const text = `Step ${stepNumber} of ${LITE_TOTAL_STEPS}`;
  return (
    <div className="lite-progress">
      <p className="lite-progress__text">{text}</p>
      <ProgressBar value={stepNumber} max={LITE_TOTAL_STEPS} label="Assessment progress" />
    </div>
  );
}
