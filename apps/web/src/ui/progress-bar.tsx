import { clampProgress } from '@bv/domain';

type ProgressBarProps = { value: number; max?: number; label: string };

export function ProgressBar({ value, max = 100, label }: ProgressBarProps) {
  const safeValue = clampProgress(value, max);
  const percent = max > 0 ? (safeValue * 100) / max : 0;
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={safeValue}>
      <div className="progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
