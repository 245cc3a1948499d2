import type { ProResult } from '@bv/contracts';
import { PRO_CATEGORIES, PRO_STRENGTH_MIN } from '@bv/domain';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../billing/format';
import { usePathPrefix } from '../../routing/path-prefix';
import { ProgressBar } from '../../ui/progress-bar';
import { CategoryChart, formatScore } from './category-chart';
import { DownloadPdfButton } from './download-pdf-button';
import { GENERAL_NEXT_STEPS } from './next-steps';
import { ReportPanel, useReportRun } from './report-panel';
import { WebhookForm } from './webhook-form';

const LEVEL_SUMMARY: Record<ProResult['readinessLevel'], string> = {
  Excellent: 'A buyer would find a well-prepared business: keep it that way and plan the timing of your exit.',
  High: 'Most of what a buyer checks is in place. Closing your priority gaps protects the price.',
  Medium: 'A sale is possible, but a buyer would discount the price or ask for protections around your gaps.',
  Low: 'A buyer would struggle to rely on the business today. Start with the priority gaps below.',
};

const PROFILE_FIELDS: Array<[keyof ProResult['userInfo'], string]> = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['revenue', 'Annual revenue'],
  ['industry', 'Industry'],
  ['phone', 'Phone'],
];

type Named = { categoryId: string; title: string; score: number | null };

function named(result: ProResult, ids: string[]): Named[] {
  return ids.map((categoryId) => {
    const found = result.categoryScores.find((c) => c.categoryId === categoryId);
    const title = found?.title ?? PRO_CATEGORIES.find((c) => c.id === categoryId)?.title ?? categoryId;
    return { categoryId, title, score: found?.score ?? null };
  });
}

function previousText(result: ProResult): string | null {
  if (result.previousTotal === null) return null;
  const diff = result.totalScore - result.previousTotal;
  if (diff === 0) return `The same as your previous assessment (${result.previousTotal}).`;
  return `${diff > 0 ? 'Up' : 'Down'} ${Math.abs(diff)} ${Math.abs(diff) === 1 ? 'point' : 'points'} since your previous assessment (${result.previousTotal}).`;
}

export function ProResults({ result, headingRef }: { result: ProResult; headingRef?: Ref<HTMLHeadingElement> }) {
  const { withPrefix } = usePathPrefix();
  const strengths = named(result, result.strengths);
  // docs/product-rules.md, "ExitCheck Pro report": a category is a strength only from 7/10.
  const allStrong = strengths.every((s) => s.score !== null && s.score >= PRO_STRENGTH_MIN);
  const gaps = named(result, result.gaps);
  const change = previousText(result);
  const reportRun = useReportRun(result.id, result.report);
  const reportId = `pro-report-${result.id}`;
  const startReport = () => {
    reportRun.run();
    document.getElementById(reportId)?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="pro-results">
      <header className="lite-card pro-results__summary">
        <p className="eyebrow">
          Your ExitCheck Pro results{result.userInfo.company ? `, ${result.userInfo.company}` : ''} · {formatDate(result.completedAt)}
        </p>
        <h2 className="pro-results__heading" ref={headingRef} tabIndex={-1}>
          Exit readiness: {result.readinessLevel}
        </h2>
        {/* The heading names the level; the score line does not repeat it. */}
        <p className="score-summary__score">
          <span className="score-summary__value">{result.totalScore}</span>
          <span className="score-summary__max"> / 100</span>
        </p>
        <ProgressBar value={result.totalScore} max={100} label={`Score ${result.totalScore} out of 100`} />
        <p className="pro-results__level">{LEVEL_SUMMARY[result.readinessLevel]}</p>
        {change && <p className="muted">{change}</p>}
        <div className="button-row pro-results__top-actions">
          {!reportRun.shown && (
            <button
              type="button"
              className="button button--primary"
              onClick={startReport}
              disabled={reportRun.generate.isPending}
              aria-busy={reportRun.generate.isPending || undefined}
            >
              {reportRun.generate.isPending ? 'Generating...' : 'Generate AI Report'}
            </button>
          )}
          <DownloadPdfButton assessmentId={result.id} />
        </div>
        <p className="hint">The PDF holds your score, category breakdown, gaps and report{result.report ? '' : ' (once generated)'}.</p>
      </header>

      <section className="card pro-results__section" aria-labelledby="pro-breakdown-title">
        <h2 id="pro-breakdown-title">Category breakdown</h2>
        <CategoryChart scores={result.categoryScores} />
      </section>

      <div className="pro-results__pair">
        <section className="card pro-results__section" aria-labelledby="pro-strengths-title">
          <h2 id="pro-strengths-title">{allStrong ? 'Top 3 strengths' : 'Relatively strongest'}</h2>
          {!allStrong && <p className="hint">A buyer counts a category as a strength from {PRO_STRENGTH_MIN}/10; these are your best so far.</p>}
          <ol className="pro-rank pro-rank--strengths">
            {strengths.map((s) => (
              <li key={s.categoryId}>
                <span>{s.title}</span>
                {s.score !== null && <span className="muted"> {formatScore(s.score)}/10</span>}
              </li>
            ))}
          </ol>
        </section>
        <section className="card pro-results__section" aria-labelledby="pro-gaps-title">
          <h2 id="pro-gaps-title">Priority gaps</h2>
          <ol className="pro-rank pro-rank--gaps">
            {gaps.map((g) => (
              <li key={g.categoryId}>
                <span>{g.title}</span>
                {g.score !== null && <span className="muted"> {formatScore(g.score)}/10</span>}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section className="card pro-results__section" aria-labelledby="pro-next-title">
        <h2 id="pro-next-title">Next steps</h2>
        <ol className="pro-next-steps">
          {result.nextSteps.map((step) => (
            <li key={step.action}>
              <strong>{step.categoryTitle}: </strong>
              {step.action}.
            </li>
          ))}
          {GENERAL_NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <ReportPanel reportRun={reportRun} id={reportId} />

      <section className="card pro-results__section" aria-labelledby="pro-profile-title">
        <h2 id="pro-profile-title">Business profile</h2>
        <dl className="pro-profile-summary">
          {PROFILE_FIELDS.map(([key, label]) => (
            <div key={key} className="pro-profile-summary__row">
              <dt>{label}</dt>
              <dd>{result.userInfo[key] || <span className="muted">Not given</span>}</dd>
            </div>
          ))}
        </dl>
      </section>

      <WebhookForm result={result} />

      <div className="button-row pro-results__actions">
        <Link className="button button--primary" to={withPrefix('/exitcheck?new=1')}>
          Start a new assessment
        </Link>
        <Link className="button button--ghost" to={withPrefix('/dashboard')}>
          Back to dashboard
        </Link>
      </div>
    </div>
  );
}
