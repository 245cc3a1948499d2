import type { ReadinessView } from '@bv/contracts';
import { Link } from 'react-router';
import { usePathPrefix } from '../routing/path-prefix';
import { LoadError } from '../ui/load-states';
import { Skeleton } from '../ui/skeleton';
import { DeclaredEvidencedBars, type DeclaredEvidencedRow } from './declared-evidenced-bars';
import { useEvidencePushes, useTrackReadiness } from './use-readiness';
import './readiness.css';

type Track = 'exit' | 'fundraising';
type ProScore = { categoryId: string; title: string; score: number };

/**
 * Declared beside evidenced outside the room (docs/product-rules.md, "Evidence-linked
 * readiness"): per checklist category on the checklist, per Pro category on the ExitCheck Pro
 * result (declared there is the category's score from the founder's answers). Live from pushes.
 * Hidden while deal rooms are off.
 */
export function TrackEvidence(props: { track: Track; proScores?: readonly ProScore[] }) {
  const readiness = useTrackReadiness(props.track);
  const { withPrefix } = usePathPrefix();
  useEvidencePushes();
  const titleId = `evidence-${props.track}-${props.proScores ? 'pro' : 'checklist'}`;
  if (readiness.isError && readiness.error.code === 'SHARING.ROOMS_OFF') return null;
  return (
    <section className="card evidence-panel" aria-labelledby={titleId} aria-busy={readiness.isPending || undefined}>
      <div className="evidence-panel__head">
        <div>
          <h2 id={titleId}>Declared and evidenced</h2>
          <p className="evidence-panel__lead">
            {props.proScores
              ? 'Your answers beside what your deal rooms prove, per category.'
              : readiness.data?.checklist && readiness.data.evidenced === 0
                ? 'How much of this checklist your deal rooms prove with a document.'
                : 'What you ticked beside what your deal rooms prove, per category.'}
          </p>
        </div>
        {readiness.data?.checklist && (
          <div className="evidence-panel__figures" aria-live="polite">
            <span className="evidence-figure evidence-figure--evidenced">
              <strong>{readiness.data.evidenced}%</strong>
              <span>evidenced</span>
            </span>
          </div>
        )}
      </div>
      {readiness.isPending && <Skeleton variant="table" />}
      {readiness.isError && <LoadError message="Your evidenced readiness could not be loaded." onRetry={() => void readiness.refetch()} />}
      {readiness.data && !readiness.data.checklist && (
        <p className="evidence-panel__lead">
          Nothing is evidenced yet: write your data-room checklist in PitchPrep, then link its items to documents in a{' '}
          <Link to={withPrefix('/dashboard/rooms')}>deal room</Link>.
        </p>
      )}
      {readiness.data?.checklist && (
        <>
          {/* On the checklist, bars of ticked items beside empty evidenced ones would repeat the checklist's own counts: they wait for the first proof. */}
          {(props.proScores || readiness.data.evidenced > 0) && (
            <DeclaredEvidencedBars rows={rowsOf(readiness.data, props.proScores)} declaredLabel={props.proScores ? 'Your answers' : 'Ticked in the checklist'} />
          )}
          {readiness.data.evidenced === 0 && (
            <p className="evidence-panel__lead">
              Link checklist items to documents in your <Link to={withPrefix('/dashboard/rooms')}>deal rooms</Link> to raise the evidenced figures.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function rowsOf(view: ReadinessView, proScores?: readonly ProScore[]): DeclaredEvidencedRow[] {
  if (!proScores) return view.categories.map((c) => ({ key: c.category, label: c.category, declared: c.declared, evidenced: c.evidenced }));
  const evidence = new Map(view.pro.map((p) => [p.id, p.evidenced]));
  return proScores.map((s) => ({ key: s.categoryId, label: s.title, declared: Math.round(s.score * 10), evidenced: evidence.get(s.categoryId) ?? null }));
}
