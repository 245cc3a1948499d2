import type { ProReport } from '@bv/contracts';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../billing/format';
import { useToast } from '../../ui/toast/toast-context';
import { useGenerateReport } from '../use-exitcheck-queries';
import { reportErrorMessage, reportReadyMessage } from './report-messages';
import { TableScroll } from '../../ui/table-scroll';

const PROGRESS_STEPS = [
  'Reviewing your nine category scores…',
  'Comparing your answers with what buyers check in due diligence…',
  'Drafting your insights…',
  'Building your action plan…',
  'Almost there: finishing your recommendations…',
];
const PROGRESS_STEP_MS = 4000;

/**
 * Writing the AI report, shared by the results' top button and the report panel: the job, the
 * toasts it ends with, and whether it was just written (the panel then takes focus).
 */
export function useReportRun(assessmentId: string, report: ProReport | null) {
  const generate = useGenerateReport(assessmentId, report === null);
  const showToast = useToast();
  const [justWritten, setJustWritten] = useState(false);

  const run = () => {
    generate.mutate(undefined, {
      onSuccess: (written) => {
        setJustWritten(true);
        showToast(reportReadyMessage(written));
      },
      onError: (error) => showToast({ ...reportErrorMessage(error), variant: 'destructive', action: { label: 'Retry', onClick: run } }),
    });
  };
  return { generate, run, justWritten, shown: generate.data ?? report };
}

export type ReportRun = ReturnType<typeof useReportRun>;

/** docs/product-rules.md, "ExitCheck Pro" (AI report): idle, generating, report shown (or error with retry). */
export function ReportPanel({ reportRun, id }: { reportRun: ReportRun; id?: string }) {
  const { generate, justWritten, shown } = reportRun;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justWritten) headingRef.current?.focus();
  }, [justWritten]);

  // Before the report is asked for, the Generate button at the top says all there is: no card down here pointing back up to it.
  if (!shown && !generate.isPending && !generate.isError) return null;
  return (
    <section className="card pro-report" aria-labelledby="pro-report-title" id={id}>
      <h2 id="pro-report-title" ref={headingRef} tabIndex={-1}>
        {shown ? 'Your exit-readiness report' : 'AI report'}
      </h2>
      {shown ? (
        <ReportView report={shown} />
      ) : (
        <>
          <p>
            A written report from your answers: what a buyer will notice first, a 90-day action plan with owners and timeframes, and
            recommendations for your priority gaps.
          </p>
          {generate.isPending && <GenerationProgress stage={generate.stage} />}
          {generate.isError && !generate.isPending && (
            <p className="hint">{reportErrorMessage(generate.error).title}: the report was not written. Use Generate AI Report to try again.</p>
          )}
        </>
      )}
    </section>
  );
}

/** The job's stage from the server; while it writes, the steps a reader can follow. */
function GenerationProgress({ stage }: { stage: string | null }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => Math.min(current + 1, PROGRESS_STEPS.length - 1)), PROGRESS_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  const text =
    stage === 'queued'
      ? 'Your report is next in line…'
      : stage === 'retrying'
        ? 'The writing service is slow right now; trying again in a moment…'
        : PROGRESS_STEPS[step];
  return (
    <div className="pro-report__progress" role="status">
      <p>{text}</p>
      <p className="hint">This can take up to a minute. You can leave this page: the report keeps being written and appears here when you come back.</p>
    </div>
  );
}

function ReportView({ report }: { report: ProReport }) {
  return (
    <div className="pro-report__body">
      <p className="muted pro-report__source">
        {report.aiGenerated ? 'Written by AI from your answers' : 'Written from your answers and your category scores'} ·{' '}
        {formatDate(report.generatedAt)}
      </p>
      <h3>Key insights</h3>
      <ul className="pro-report__list">
        {report.insights.map((insight) => (
          <li key={insight}>{insight}</li>
        ))}
      </ul>
      <h3>Action plan</h3>
      <TableScroll label="Action plan">
        <table className="compare-table pro-report__plan">
          <caption className="visually-hidden">Action plan</caption>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Owner</th>
              <th scope="col">Timeframe</th>
            </tr>
          </thead>
          <tbody>
            {report.actionPlan.map((item) => (
              <tr key={`${item.action}-${item.owner}`}>
                <td>{item.action}</td>
                <td>{item.owner}</td>
                <td>{item.timeframe}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h3>Recommendations</h3>
      <ul className="pro-report__list">
        {report.recommendations.map((recommendation) => (
          <li key={recommendation}>{recommendation}</li>
        ))}
      </ul>
    </div>
  );
}
