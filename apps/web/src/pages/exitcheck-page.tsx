import { PRO_CATEGORIES } from '@bv/domain';
import { SimplePage } from '../layout/simple-page';

export function ExitCheckPage() {
  return (
    <SimplePage
      title="ExitCheck Pro: Exit-Readiness Audit"
      heading="ExitCheck Pro"
      eyebrow="Exit-readiness audit"
      description="A scored exit-readiness audit across 9 exit-critical categories, with strengths, priority gaps and an AI-written report."
    >
      <p className="lead">
        ExitCheck Pro looks at your business the way a buyer’s due-diligence team would: 45 questions across 9 exit-critical categories,
        a score out of 100, your top 3 strengths and bottom 3 priority gaps, and an AI-written report with an action plan.
      </p>
      <h2>The nine categories</h2>
      <ul className="check-list check-list--columns">
        {PRO_CATEGORIES.map((category) => (
          <li key={category.id}>{category.title}</li>
        ))}
      </ul>
      <p>The full assessment opens here with the paid plans. Your answers are saved as you go, and the report is yours to edit and share.</p>
    </SimplePage>
  );
}
