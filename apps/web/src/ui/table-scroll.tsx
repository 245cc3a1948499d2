import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is focusable and named,
 * so a keyboard user can reach and scroll it too (WCAG 2.1.1).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
