export type SkeletonVariant = 'hero' | 'card' | 'form' | 'table' | 'nav' | 'text';

const Bar = ({ className = '' }: { className?: string }) => <span className={`skeleton__bar ${className}`} />;

function Shapes({ variant }: { variant: SkeletonVariant }) {
  switch (variant) {
    case 'hero':
      return (
        <>
          <Bar className="skeleton__bar--title" />
          <Bar className="skeleton__bar--wide" />
          <Bar className="skeleton__bar--mid" />
          <Bar className="skeleton__bar--button" />
        </>
      );
    case 'card':
      return (
        <span className="skeleton__grid">
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton__card">
              <Bar className="skeleton__bar--mid" />
              <Bar />
              <Bar className="skeleton__bar--short" />
            </span>
          ))}
        </span>
      );
    case 'form':
      return (
        <>
          <Bar className="skeleton__bar--title" />
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton__field">
              <Bar className="skeleton__bar--label" />
              <Bar className="skeleton__bar--input" />
            </span>
          ))}
          <Bar className="skeleton__bar--button" />
        </>
      );
    case 'table':
      return (
        <>
          <Bar className="skeleton__bar--title" />
          {[0, 1, 2, 3, 4].map((i) => (
            <Bar key={i} className="skeleton__bar--row" />
          ))}
        </>
      );
    case 'nav':
      return (
        <span className="skeleton__nav">
          <Bar className="skeleton__bar--logo" />
          {[0, 1, 2, 3].map((i) => (
            <Bar key={i} className="skeleton__bar--link" />
          ))}
        </span>
      );
    default:
      return (
        <>
          <Bar className="skeleton__bar--title" />
          <Bar />
          <Bar className="skeleton__bar--wide" />
          <Bar className="skeleton__bar--mid" />
        </>
      );
  }
}

export function Skeleton({ variant = 'text' }: { variant?: SkeletonVariant }) {
  return (
    <div className={`skeleton skeleton--${variant}`} role="status" aria-busy="true" data-variant={variant}>
      <span className="visually-hidden">Loading…</span>
      <span className="skeleton__shapes" aria-hidden="true">
        <Shapes variant={variant} />
      </span>
    </div>
  );
}
