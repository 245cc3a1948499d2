import { useState, type ReactNode } from 'react';

/** Phones: below this width the result's later sections start folded. */
const PHONE_QUERY = '(max-width: 639px)';

const onPhone = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/**
 * A result section that starts folded on a phone: the score, the costliest gaps and what to do
 * first fill the first screens, and the rest (a 9,000-pixel page before) is one tap away in a
 * native disclosure, which keyboards and screen readers open like any button. Wide screens show
 * the section as it is. Decided once when the page opens, so turning a tablet never folds
 * something the reader has open. A section that renders nothing leaves no empty fold (CSS :has).
 */
export function PhoneFold({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const [folded] = useState(onPhone);
  if (!folded) return <>{children}</>;
  return (
    <details className="pro-fold">
      <summary className="pro-fold__summary">
        <span className="pro-fold__title">{title}</span>
        {hint && <span className="pro-fold__hint">{hint}</span>}
      </summary>
      <div className="pro-fold__body">{children}</div>
    </details>
  );
}
