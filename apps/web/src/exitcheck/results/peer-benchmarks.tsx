import './peer-benchmarks.css';
import type { PeerBenchmarkView } from '@bv/contracts';
import { ordinal } from '@bv/domain';
import { Link } from 'react-router';
import { usePathPrefix } from '../../routing/path-prefix';
import { formatScore } from './category-chart';

/** "34 Singapore food and beverage companies with S$1–2M revenue" (a cohort's label follows its size). */
export const cohortText = (cohort: NonNullable<PeerBenchmarkView['cohort']>) => `${cohort.size} ${cohort.label}`;

/** One line for the result's summary: "61st percentile of 34 Singapore food and beverage companies …". */
export function peerSummary(benchmark: PeerBenchmarkView): string | null {
  if (benchmark.status !== 'shown' || !benchmark.cohort || !benchmark.overall) return null;
  return `${ordinal(benchmark.overall.percentile)} percentile of ${cohortText(benchmark.cohort)}`;
}

/** A 0–100 track with a marker at the percentile; the figure itself is in the text beside it. */
function PercentileTrack({ percentile }: { percentile: number }) {
  return (
    <span className="peer-track" aria-hidden="true">
      <span className="peer-track__median" />
      <span className="peer-track__marker" style={{ left: `${percentile}%` }} />
    </span>
  );
}

/** Why there is no comparison, in one line of the result's summary (a card saying only this would sit mostly blank). */
export function PeerUnavailable({ benchmark }: { benchmark: PeerBenchmarkView }) {
  const { withPrefix } = usePathPrefix();
  if (benchmark.status === 'unplaced') {
    // Not a dead end: the comparison needs a country, which only a new assessment's profile asks.
    return (
      <p className="pro-results__peers muted">
        No comparison with similar companies: your profile does not say where the business is based.{' '}
        <Link to={withPrefix('/exitcheck?new=1')}>Retake with your country and industry</Link>
      </p>
    );
  }
  return (
    <p className="pro-results__peers muted">
      No comparison with similar companies yet: we only compare with groups of 20 or more real results, and fewer than 20{' '}
      {benchmark.narrowestLabel ?? 'similar companies'} have taken ExitCheck Pro.
    </p>
  );
}

/**
 * Where the result stands among similar companies (docs/product-rules.md, "Peer benchmarks"):
 * every figure is text, the tracks only draw it; a wider group than the company's own is named.
 */
export function PeerBenchmarks({ benchmark }: { benchmark: PeerBenchmarkView }) {
  const { cohort, overall } = benchmark;
  return (
    <section className="card pro-results__section peer-benchmarks" aria-labelledby="pro-peers-title">
      <h2 id="pro-peers-title">How you compare</h2>
      {benchmark.status !== 'shown' || !cohort || !overall ? null : (
        <>
          <p className="peer-benchmarks__cohort">
            Compared with <strong>{cohortText(cohort)}</strong>.
            {cohort.widened && benchmark.narrowestLabel && (
              <span className="peer-benchmarks__widened"> Fewer than 20 {benchmark.narrowestLabel} have results yet, so this is the nearest wider group.</span>
            )}
          </p>
          <p className="peer-benchmarks__overall">
            <span className="peer-benchmarks__figure">{ordinal(overall.percentile)}</span>
            <span>
              percentile overall: your {overall.score}/100 is above {overall.percentile}% of them.
            </span>
          </p>
          <ul className="peer-benchmarks__list">
            {benchmark.categories.map((category) => (
              <li key={category.categoryId} className="peer-benchmarks__row">
                <span className="peer-benchmarks__title">
                  Your {category.title}: {formatScore(category.score)}
                  <span className="muted">/10</span>
                </span>
                <PercentileTrack percentile={category.percentile} />
                <span className="peer-benchmarks__percentile">{ordinal(category.percentile)} percentile</span>
              </li>
            ))}
          </ul>
          <p className="hint">
            The percentile is the share of these companies you score above, ties counting half; the line marks the middle. Only anonymised ExitCheck Pro
            results count, each company&apos;s latest once.
          </p>
        </>
      )}
    </section>
  );
}
