import { Skeleton } from './skeleton';

/** A section that is still loading: what is being fetched, over a form skeleton. */
export function LoadingCard({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className ? `lite-card ${className}` : 'lite-card'}>
      <p className="hint">{label}</p>
      <Skeleton variant="form" />
    </div>
  );
}

/** A section that could not load, with its own retry (the rest of the page keeps working). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="inline-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
