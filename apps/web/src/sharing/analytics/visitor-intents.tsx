import type { ShareViewStats } from '@bv/contracts';
import { formatShareTime } from '../share-format';
import { formatDuration } from '../share-views';

type Visitor = ShareViewStats['visitors'][number];
export const LEVEL_LABELS: Record<Visitor['level'], string> = { hot: 'Hot', warm: 'Warm', cold: 'Cold' };

/** "2 hot, 1 warm and 3 cold": the panel's one-line answer before the list (a room's visitors too). */
export function tally(visitors: readonly Pick<Visitor, 'level'>[]): string {
  const parts = (['hot', 'warm', 'cold'] as const).map((level) => [level, visitors.filter((v) => v.level === level).length] as const).filter(([, n]) => n > 0).map(([level, n]) => `${n} ${level}`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Who to follow up with (docs/product-rules.md, "Visitor intent"): each visitor of the link,
 * hottest first, with the level, the score and the reasons the server found.
 */
export function VisitorIntents({ visitors, deck }: { visitors: readonly Visitor[]; deck: boolean }) {
  return (
    <>
      <p className="hint visitor-intents__tally">
        {tally(visitors)}. Scored on {deck ? 'time on the team, financials, traction and ask slides' : 'reading time'}, reading to the end, coming back and downloading.
      </p>
      <ol className="visitor-intents">
        {visitors.map((v) => (
          <li key={`${v.name}-${v.lastViewedAt}`} className={`visitor-intent visitor-intent--${v.level}`}>
            <div className="visitor-intent__head">
              <span className={`intent-badge intent-badge--${v.level}`}>{LEVEL_LABELS[v.level]}</span>
              <strong className="visitor-intent__name">{v.name}</strong>
              {v.email && <span className="visitor__badge">Verified e-mail</span>}
              <span className="visitor-intent__score" aria-label={`Score ${v.score} out of 100`}>
                {v.score}
                <span aria-hidden="true">/100</span>
              </span>
            </div>
            <ul className="visitor-intent__reasons">
              {v.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <p className="visitor-intent__meta">
              {v.visits === 1 ? '1 visit' : `${v.visits} visits`} · {formatDuration(v.seconds)} reading · last viewed {formatShareTime(v.lastViewedAt)}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
