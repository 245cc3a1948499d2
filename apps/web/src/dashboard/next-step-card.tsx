import { Link } from 'react-router';
import { usePathPrefix } from '../routing/path-prefix';
import type { NextStep } from './next-step';

/** The dashboard's one next action. */
export function NextStepCard({ step }: { step: NextStep }) {
  const { withPrefix } = usePathPrefix();
  const to = typeof step.to === 'string' ? withPrefix(step.to) : { pathname: withPrefix(step.to.pathname), hash: step.to.hash };
  return (
    <section className="next-step" aria-labelledby="next-step-title">
      <div>
        <p className="eyebrow">Next step</p>
        <h2 id="next-step-title">{step.title}</h2>
        <p>{step.text}</p>
      </div>
      <Link className="button button--accent" to={to}>
        {step.action}
      </Link>
    </section>
  );
}
