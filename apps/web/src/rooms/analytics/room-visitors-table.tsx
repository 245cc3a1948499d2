import './room-visitors.css';
import { Fragment, useId, useState } from 'react';
import type { RoomAnalyticsVisitor } from '@bv/contracts';
import { LEVEL_LABELS, tally } from '../../sharing/analytics/visitor-intents';
import { formatShareTime } from '../../sharing/share-format';
import { countryName, DEVICE_LABELS, formatDuration } from '../../sharing/share-views';
import { VisitorReads } from './room-visitor-reads';

const COLUMNS = ['Visitor', 'Intent', 'Visits', 'Documents', 'Time', 'Downloads', 'Device', 'Last viewed'];
const keyOf = (v: RoomAnalyticsVisitor) => `${v.label}\n${v.link}`;
const nameOf = (v: RoomAnalyticsVisitor) => v.name ?? v.email ?? v.label;

/**
 * Who it was: the name opens what they read; the address given with the agreement, marked verified
 * when the link's one-time code confirmed it, and the link they came through.
 */
function Visitor({ v, open, detailId, onToggle }: { v: RoomAnalyticsVisitor; open: boolean; detailId: string; onToggle: () => void }) {
  return (
    <span className="visitor room-analytics__named">
      <button
        type="button"
        className="room-visitor__toggle"
        aria-label={`${nameOf(v)}: what they read`}
        aria-expanded={open}
        aria-controls={open ? detailId : undefined}
        onClick={onToggle}
      >
        <span className="room-visitor__chevron" aria-hidden="true" />
        <span className="visitor__email">{nameOf(v)}</span>
      </button>
      {v.name && v.email && <span className="room-analytics__sub">{v.email}</span>}
      {v.verified ? (
        <span className="visitor__badge">Verified e-mail</span>
      ) : (
        <span className="room-analytics__sub">{v.name ? 'Not verified' : 'Anonymous: no e-mail asked'}</span>
      )}
      <span className="room-analytics__sub">Link: {v.link}</span>
    </span>
  );
}

/** The level, the score and why (docs/product-rules.md, "Visitor intent": deal rooms). */
function Intent({ v }: { v: RoomAnalyticsVisitor }) {
  return (
    <>
      <span className="room-visitor__level">
        <span className={`intent-badge intent-badge--${v.level}`}>{LEVEL_LABELS[v.level]}</span>
        <span className="room-visitor__score" aria-hidden="true">
          {v.score}
          <span>/100</span>
        </span>
        <span className="visually-hidden">Score {v.score} out of 100</span>
      </span>
      <ul className="room-visitor__reasons">
        {v.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </>
  );
}

/** Every visitor of the room's links, hottest first; a visitor's row opens each document they read with their time per page. */
export function VisitorsTable({ visitors }: { visitors: readonly RoomAnalyticsVisitor[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <>
      <p className="hint room-visitors__tally">
        {tally(visitors)}. Scored on time on the documents (financials, accounts, cap tables and models count double), reading to the end, coming back, downloads and
        questions. Open a visitor to see the pages they read.
      </p>
      <table className="data-table data-table--cards analytics-table room-visitors">
        <caption className="visually-hidden">Visitors, hottest first</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visitors.map((v, index) => {
            const isOpen = open.has(keyOf(v));
            const detailId = `${baseId}-reads-${index}`;
            return (
              <Fragment key={keyOf(v)}>
                <tr className={isOpen ? 'room-visitor room-visitor--open' : 'room-visitor'}>
                  <th scope="row">
                    <Visitor v={v} open={isOpen} detailId={detailId} onToggle={() => toggle(keyOf(v))} />
                  </th>
                  <td data-label="Intent" className="room-visitor__intent">
                    <Intent v={v} />
                  </td>
                  <td data-label="Visits">{v.visits}</td>
                  <td data-label="Documents">{v.documents}</td>
                  <td data-label="Time">{formatDuration(v.seconds)}</td>
                  <td data-label="Downloads">{v.downloads}</td>
                  <td data-label="Device">
                    {DEVICE_LABELS[v.deviceClass]} · {countryName(v.country)}
                  </td>
                  <td data-label="Last viewed">{formatShareTime(v.lastViewedAt)}</td>
                </tr>
                {isOpen && (
                  <tr id={detailId} className="room-visitor__detail">
                    <td colSpan={COLUMNS.length}>
                      <VisitorReads reads={v.reads} who={nameOf(v)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
