import type { ProHistoryEntry } from '@bv/contracts';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-error';
import { formatDate } from '../format/format';
import { usePathPrefix } from '../routing/path-prefix';

type Props = {
  name: string;
  audits: { data?: ProHistoryEntry[]; isPending: boolean; isError: boolean; error: ApiError | null; refetch: () => unknown };
  chosen: boolean;
  onChoose: () => void;
  /** The folder holding the room's report already (a room holds one), else null. */
  inFolder: string | null;
};

/**
 * The ExitCheck Pro report in "Add from Blueprint Vault" (docs/product-rules.md, "Deal rooms"):
 * the founder's latest completed audit with its date and score, or why it cannot be added.
 */
export function ReportChoice({ name, audits, chosen, onChoose, inFolder }: Props) {
  const { withPrefix } = usePathPrefix();
  const latest = audits.data?.[0];
  return (
    <fieldset className="room-outputs__list">
      <legend>ExitCheck report</legend>
      {audits.isPending && <p className="muted">Loading your ExitCheck audits…</p>}
      {audits.isError && (
        <p role="alert">
          Your ExitCheck audits could not be loaded. {audits.error?.message} <button className="link-button" type="button" onClick={() => void audits.refetch()}>Try again</button>
        </p>
      )}
      {audits.data && !latest && (
        <div className="room-outputs__empty">
          <p>No completed ExitCheck Pro audit yet. Its report can be added once you complete one.</p>
          <Link className="button button--secondary button--small" to={withPrefix('/exitcheck')}>Go to ExitCheck Pro</Link>
        </div>
      )}
      {latest && (
        <label className={`room-output${chosen ? ' room-output--chosen' : ''}${inFolder ? ' room-output--taken' : ''}`}>
          <input type="radio" name={name} checked={chosen} disabled={inFolder !== null} onChange={onChoose} />
          <span className="room-output__kind">ExitCheck Pro report</span>
          <span className="room-output__title">
            Audit of {formatDate(latest.completedAt)} · {latest.totalScore}/100 · {latest.readinessLevel}
          </span>
          <span className="room-output__meta">
            {inFolder ? `Already in ${inFolder}. A room holds one report; it follows your latest audit.` : 'Investors see its pages; it follows your latest audit and report. No download.'}
          </span>
        </label>
      )}
    </fieldset>
  );
}
