import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../../config';
import { usePathPrefix } from '../../routing/path-prefix';

export function WhatsNext() {
  const { withPrefix } = usePathPrefix();
  return (
    <>
      <section className="billing-panel" aria-labelledby="whats-next-title">
        <h2 id="whats-next-title">What's Next</h2>
        <ol className="next-steps">
          <li>
            <strong>Start Your Assessment</strong>: run ExitCheck for your exit-readiness audit, or PitchPrep for your pitch deck,
            investor FAQ and data-room checklist.
          </li>
          <li>
            <strong>Download Reports</strong>: save your reports and materials as PDF, or edit them in PowerPoint and Word.
          </li>
        </ol>
      </section>
      <div className="button-row">
        <Link className="button button--primary" to={withPrefix('/pitchprep')}>
          Start PitchPrep
        </Link>
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
