import type { VerifyPaymentResponse } from '@bv/contracts';
import { TOOL_TYPES, type ToolType } from '@bv/domain';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../../config';
import { usePathPrefix } from '../../routing/path-prefix';

/** The tools this purchase opened: Starter's one choice, every other plan both (docs/product-rules.md, "Plans and prices"). */
export function toolsBought(answer: Pick<VerifyPaymentResponse, 'planType' | 'tool'>): readonly ToolType[] {
  return answer.planType === 'starter' && answer.tool ? [answer.tool] : TOOL_TYPES;
}

const START: Record<ToolType, { label: string; to: string; text: string }> = {
  exitcheck: { label: 'Start ExitCheck Pro', to: '/exitcheck', text: 'run ExitCheck Pro for your scored exit-readiness audit' },
  pitchprep: { label: 'Start PitchPrep', to: '/pitchprep#builder', text: 'run PitchPrep for your pitch deck, investor FAQ and data-room checklist' },
};

/** Next steps for what was bought: a Starter buyer is sent to the tool they chose, never the other. */
export function WhatsNext({ tools }: { tools: readonly ToolType[] }) {
  const { withPrefix } = usePathPrefix();
  const [first, ...others] = tools.map((tool) => START[tool]);
  return (
    <>
      <section className="billing-panel" aria-labelledby="whats-next-title">
        <h2 id="whats-next-title">What's Next</h2>
        <ol className="next-steps">
          <li>
            <strong>Start Your Assessment</strong>: {tools.map((tool) => START[tool].text).join(', or ')}.
          </li>
          <li>
            <strong>Download Reports</strong>: save your reports and materials as PDF, or edit them in PowerPoint and Word.
          </li>
        </ol>
      </section>
      <div className="button-row">
        <Link className="button button--primary" to={withPrefix(first.to)}>
          {first.label}
        </Link>
        {others.map((start) => (
          <Link key={start.to} className="button button--secondary" to={withPrefix(start.to)}>
            {start.label}
          </Link>
        ))}
        <Link className="button button--secondary" to={withPrefix('/dashboard')}>
          Go to Dashboard
        </Link>
      </div>
      <p className="fine-print">
        Need help? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </>
  );
}
