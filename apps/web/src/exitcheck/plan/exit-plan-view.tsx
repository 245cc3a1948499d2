import type { ProPlan } from '@bv/contracts';
import { useState } from 'react';
import { exitcheckApi } from '../../api/exitcheck';
import { formatDate } from '../../format/format';
import { ProgressBar } from '../../ui/progress-bar';
import { saveFile } from '../../ui/save-file';
import { useToast } from '../../ui/toast/toast-context';
import { TargetForm } from './target-form';
import { useMarkTask } from './use-exit-plan';

/** The plan: where the score stands and could go, and the tasks in the order to start them. */
export function ExitPlanView({ plan }: { plan: ProPlan }) {
  const [editing, setEditing] = useState(false);
  const markTask = useMarkTask();
  const showToast = useToast();
  const goal = plan.goal === 'exit' ? 'exit' : 'raise';
  const open = plan.tasks.filter((task) => !task.done).length;

  const downloadCalendar = async () => {
    try {
      const { blob, filename } = await exitcheckApi.planCalendar();
      saveFile(blob, filename);
    } catch (error) {
      showToast({ title: 'Download Failed', description: error instanceof Error ? error.message : 'Please try again.', variant: 'destructive' });
    }
  };
  const toggle = (questionId: string, done: boolean) =>
    markTask.mutate(
      { questionId, done },
      { onError: (error) => showToast({ title: 'Not saved', description: error.message, variant: 'destructive' }) },
    );

  return (
    <div className="exit-plan">
      <section className="card exit-plan__summary" aria-labelledby="plan-target-title">
        <h2 id="plan-target-title">
          Target {goal} date: {formatDate(plan.targetDate)}
        </h2>
        <p className="muted">
          {plan.weeksLeft} {plan.weeksLeft === 1 ? 'week' : 'weeks'} away · {open} of {plan.tasks.length} tasks open
        </p>
        <dl className="exit-plan__scores">
          <div>
            <dt>Today</dt>
            <dd>
              {plan.currentScore}
              <span className="exit-plan__max"> / 100</span>
            </dd>
          </div>
          <div>
            <dt>With the tasks you marked done</dt>
            <dd>
              {plan.projectedScore}
              <span className="exit-plan__max"> / 100</span>
            </dd>
          </div>
          <div>
            <dt>With every task done</dt>
            <dd>
              {plan.potentialScore}
              <span className="exit-plan__max"> / 100</span>
            </dd>
          </div>
        </dl>
        <ProgressBar value={plan.projectedScore} max={100} label={`Projected score ${plan.projectedScore} out of 100`} />
        <p className="hint">A task marked done counts in the projection; a re-test shows it in your score.</p>
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={() => void downloadCalendar()}>
            Add to calendar (.ics)
          </button>
          <button type="button" className="button button--ghost" onClick={() => setEditing((value) => !value)} aria-expanded={editing}>
            Change the date
          </button>
        </div>
        {editing && <TargetForm initial={{ goal: plan.goal, targetDate: plan.targetDate }} onSaved={() => setEditing(false)} />}
      </section>

      <section className="card exit-plan__tasks" aria-labelledby="plan-tasks-title">
        <h2 id="plan-tasks-title">Tasks, in the order to start them</h2>
        <p className="hint">The fixes that weigh most and take longest come first. Each adds the points shown once a re-test confirms it.</p>
        {plan.tasks.length === 0 ? (
          <p>Every answer is at the top mark: nothing to fix before the {goal}. Keep the evidence ready.</p>
        ) : (
          <ol className="plan-tasks">
            {plan.tasks.map((task) => (
              <li key={task.questionId} className={`plan-task${task.done ? ' plan-task--done' : ''}`}>
                <input id={`task-${task.questionId}`} type="checkbox" checked={task.done} onChange={(e) => toggle(task.questionId, e.target.checked)} />
                <div className="plan-task__body">
                  <label htmlFor={`task-${task.questionId}`} className="plan-task__action">
                    {task.action}
                  </label>
                  <p className="plan-task__meta">
                    <span className="plan-task__tag">{task.categoryTitle}</span>
                    <span>{task.owner}</span>
                    {task.late ? (
                      <span className="plan-task__late">
                        Start now: takes about {task.leadWeeks} weeks, {plan.weeksLeft} left
                      </span>
                    ) : (
                      <span>
                        Start by {formatDate(task.startBy)} ({task.leadWeeks} weeks)
                      </span>
                    )}
                    <span className="plan-task__points">+{task.points} points</span>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
