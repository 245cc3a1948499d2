import type { ProResult } from '@bv/contracts';
import { PRO_STRENGTH_MIN } from '@bv/domain';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../billing/format';
import { usePathPrefix } from '../../routing/path-prefix';
import { ProgressBar } from '../../ui/progress-bar';
import { TrackEvidence } from '../../readiness/track-evidence';
import { CategoryChart, formatScore } from './category-chart';
import { CostliestGaps } from './costliest-gaps';
import { DownloadPdfButton } from './download-pdf-button';
import { BuyerQuestions } from './buyer-questions';
import { FirstSteps } from './first-steps';
import { WhatMoved } from './what-moved';
import { PeerBenchmarks, PeerUnavailable, peerSummary } from './peer-benchmarks';
import { WebhookForm } from './webhook-form';
import { PhoneFold } from './phone-fold';
import { ReportPanel, useReportRun } from './report-panel';
import { resultRanking } from './result-ranking';

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
  ['country', 'Based in'],
];

function previousText(result: ProResult): string | null {
  if (result.previousTotal === null) return null;
  const diff = result.totalScore - result.previousTotal;
  if (diff === 0) return `The same as your previous assessment (${result.previousTotal}).`;
  return `${diff > 0 ? 'Up' : 'Down'} ${Math.abs(diff)} ${Math.abs(diff) === 1 ? 'point' : 'points'} since your previous assessment (${result.previousTotal}).`;
}

export function ProResults({ result, headingRef }: { result: ProResult; headingRef?: Ref<HTMLHeadingElement> }) {
  const { withPrefix } = usePathPrefix();
  // docs/product-rules.md, "ExitCheck Pro report": the same gaps and strengths as page 1 of the PDF.
  const ranking = resultRanking(result);
  const strong = ranking.highlights.kind === 'strengths';
  const change = previousText(result);
  const peers = peerSummary(result.peerBenchmark);
  const reportRun = useReportRun(result.id, result.report);
  const reportId = `pro-report-${result.id}`;
  const startReport = () => {
    reportRun.run();
    // The panel with the job's progress appears once the job starts: take the reader to it then.
    setTimeout(() => document.getElementById(reportId)?.scrollIntoView?.({ block: 'start' }), 0);
  };

  return (
    <div className="pro-results">
      <header className="lite-card pro-results__summary">
        <div className="pro-results__score-block">
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
          {ranking.missing > 0 && ranking.costliest.length > 0 && (
            <p className="pro-results__points">
              The {ranking.missing} points below 100 are what a buyer would negotiate over; your {ranking.costliest.length === 3 ? 'three ' : ''}costliest
              gaps account for {formatScore(ranking.costliestPoints)} of them.
            </p>
          )}
          {peers ? <p className="pro-results__peers">{peers}.</p> : <PeerUnavailable benchmark={result.peerBenchmark} />}
          {change && <p className="muted">{change}</p>}
        </div>
        {/* The report's actions in reach at the top: beside the score on a wide screen, under it on a phone. */}
        <div className="pro-results__top-actions">
          <div className="button-row">
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
        </div>
      </header>

      {/* One column: the gaps, what to do first and what moved differ too much in length to sit side by side without a mostly blank card. */}
      {ranking.costliest.length > 0 && <CostliestGaps gaps={ranking.costliest} missing={ranking.missing} />}
      <FirstSteps steps={result.nextSteps} />

      {/* On a phone everything below what to do first starts folded (phone-fold.tsx). Either may have nothing to show (a first assessment, too few peers). */}
      <PhoneFold title="What moved since your last assessment">
        <WhatMoved result={result} />
      </PhoneFold>

      {peers && (
        <PhoneFold title="How you compare" hint={peers}>
          <PeerBenchmarks benchmark={result.peerBenchmark} />
        </PhoneFold>
      )}

      <PhoneFold title="Questions a buyer will ask" hint={`${result.buyerQuestions.length} with draft answers`}>
        <BuyerQuestions questions={result.buyerQuestions} />
      </PhoneFold>

      <PhoneFold title="Your nine categories" hint="Score and points lost in each">
        <section className="card pro-results__section" aria-labelledby="pro-breakdown-title">
          <h2 id="pro-breakdown-title">Your nine categories</h2>
          <CategoryChart scores={result.categoryScores} pointsLost={ranking.pointsLost} />
        </section>
      </PhoneFold>

      <PhoneFold title="Declared and evidenced">
        <TrackEvidence track="exit" proScores={result.categoryScores} />
      </PhoneFold>

      <PhoneFold title={`${strong ? 'Your strengths' : 'Relatively strongest'} and business profile`}>
        <div className="pro-results__pair">
          <section className="card pro-results__section" aria-labelledby="pro-strengths-title">
            <h2 id="pro-strengths-title">{strong ? 'Your strengths' : 'Relatively strongest'}</h2>
            <p className="hint">
              {strong
                ? `Categories at ${PRO_STRENGTH_MIN}/10 or more, outside your costliest gaps: lead with them when you talk to buyers.`
                : `A buyer counts a category as a strength from ${PRO_STRENGTH_MIN}/10; these are your best so far.`}
            </p>
            <ol className="pro-rank pro-rank--strengths">
              {ranking.highlights.categories.map((s) => (
                <li key={s.categoryId}>
                  <span>{s.title}</span>
                  <span className="muted"> {formatScore(s.score)}/10</span>
                </li>
              ))}
            </ol>
          </section>
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
        </div>
      </PhoneFold>

      <ReportPanel reportRun={reportRun} id={reportId} />

      <div className="button-row pro-results__actions">
        <Link className="button button--primary" to={withPrefix('/exitcheck?new=1')}>
          Start a new assessment
        </Link>
        <Link className="button button--ghost" to={withPrefix('/dashboard')}>
          Back to dashboard
        </Link>
      </div>

      <WebhookForm result={result} />
    </div>
  );
}
