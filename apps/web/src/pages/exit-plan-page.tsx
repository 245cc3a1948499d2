import '../exitcheck/exitcheck.css';
import { Link } from 'react-router';
import { ExitPlanView } from '../exitcheck/plan/exit-plan-view';
import { TargetForm } from '../exitcheck/plan/target-form';
import { useExitPlan } from '../exitcheck/plan/use-exit-plan';
import { WorkspacePage } from '../layout/workspace-page';
import { usePathPrefix } from '../routing/path-prefix';
import { LoadError, LoadingCard } from '../ui/load-states';

/** The gaps of the latest ExitCheck Pro assessment as dated tasks to a target date (docs/product-rules.md, "A plan to a date"). */
export function ExitPlanPage() {
  const plan = useExitPlan();
  const { withPrefix } = usePathPrefix();
  return (
    <WorkspacePage
      title="Your plan to a date"
      description="The gaps of your ExitCheck Pro audit as dated tasks to your exit or raise date."
      eyebrow="ExitCheck Pro"
      heading="Your plan to a date"
      breadcrumbs={[{ label: 'ExitCheck Pro', to: withPrefix('/exitcheck') }, { label: 'Plan' }]}
    >
      <div className="exit-plan-page">
      {plan.isPending ? (
        <LoadingCard label="Loading your plan…" />
      ) : plan.isError ? (
        <LoadError message={plan.error.message} onRetry={() => void plan.refetch()} />
      ) : !plan.data.hasAssessment ? (
        <section className="card">
          <h2>Complete an audit first</h2>
          <p>The plan is made from your ExitCheck Pro answers: each gap becomes a task with an owner, a lead time and the points it adds.</p>
          <Link className="button button--primary" to={withPrefix('/exitcheck')}>
            Start ExitCheck Pro
          </Link>
        </section>
      ) : plan.data.plan ? (
        <ExitPlanView plan={plan.data.plan} />
      ) : (
        <section className="card" aria-labelledby="plan-new-title">
          <h2 id="plan-new-title">When do you want to be ready?</h2>
          <p className="muted">Set the date of your sale or raise. Your gaps become tasks in the order to start them, with the latest start date for each.</p>
          <TargetForm />
        </section>
      )}
      </div>
    </WorkspacePage>
  );
}
