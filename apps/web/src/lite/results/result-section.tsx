import { useId, type ReactNode } from 'react';

export function ResultSection({ title, className = 'result-section', children }: { title: string; className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h4 id={titleId}>{title}</h4>
      {children}
    </section>
  );
}
