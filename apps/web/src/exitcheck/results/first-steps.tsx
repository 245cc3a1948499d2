import type { ProResult } from '@bv/contracts';
import { Link } from 'react-router';
import { usePathPrefix } from '../../routing/path-prefix';
import { GENERAL_NEXT_STEPS } from './next-steps';

/**
 * What to do first: the first action on each of the costliest gaps, with who does it and by when
 * (sent with the result, from the answers), then what every founder does next.
 */
export function FirstSteps({ steps }: { steps: ProResult['nextSteps'] }) {
  const { withPrefix } = usePathPrefix();
  return (
    <section className="card pro-results__section" aria-labelledby="pro-next-title">
      <h2 id="pro-next-title">What to do first</h2>
      {steps.length > 0 ? (
        <ol className="pro-steps">
          {steps.map((step) => (
            <li key={step.action} className="pro-step">
              <p className="pro-step__action">{step.action}.</p>
              <p className="pro-step__meta">
                <span className="pro-step__tag">{step.categoryTitle}</span>
                <span>{step.owner}</span>
                <span>{step.timeframe}</span>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p>Every answer is at the top mark: keep the evidence behind each one ready for a buyer’s due diligence.</p>
      )}
      {steps.length > 0 && (
        <p className="pro-steps__plan">
          <Link className="button button--secondary button--small" to={withPrefix('/exitcheck/plan')}>
            Plan every fix to your exit date
          </Link>
        </p>
      )}
      {/* The general steps are the same for every founder: folded, so this card is as tall as the gaps beside it. */}
      <details className="pro-steps__more">
        <summary className="pro-steps__then">Then: {GENERAL_NEXT_STEPS.length} steps every founder takes</summary>
        <ul className="pro-steps__general">
          {GENERAL_NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
