import { useState } from 'react';
import type { WebhookDelivery } from '@bv/contracts';
import { StatusPill } from './status-dot';
import { deliveryState, shortTime } from './webhook-labels';

type Props = { deliveries: WebhookDelivery[]; replaying: string | null; canReplay: boolean; onReplay: (id: string) => void };

/** The delivery log, newest first: each row opens to the payload sent and the last answer. */
export function DeliveriesList({ deliveries, replaying, canReplay, onReplay }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  if (deliveries.length === 0) return <p className="hint webhook-empty-log">No deliveries yet. Send a test event, or wait for the next view or assessment.</p>;
  return (
    <ul className="webhook-log" aria-label="Deliveries">
      {/* Column names for sighted readers; each row's button already reads as status, event, answer, time. */}
      <li className="webhook-log__labels" aria-hidden="true">
        <span>Status</span>
        <span>Event</span>
        <span>Response</span>
        <span>Created</span>
      </li>
      {deliveries.map((d) => {
        const state = deliveryState(d);
        const expanded = open === d.id;
        return (
          <li key={d.id} className="webhook-log__item">
            <button type="button" className="webhook-log__row" aria-expanded={expanded} onClick={() => setOpen(expanded ? null : d.id)}>
              <StatusPill {...state} />
              <code className="webhook-log__type">{d.eventType}</code>
              <span className="webhook-log__code">{d.lastResponseCode ?? (d.lastError ? 'No answer' : '—')}</span>
              <span className="webhook-log__time">{shortTime(d.createdAt)}</span>
            </button>
            {expanded && (
              <div className="webhook-log__detail">
                <dl className="webhook-facts">
                  <div>
                    <dt>Message id</dt>
                    <dd>
                      <code>{d.messageId}</code>
                    </dd>
                  </div>
                  <div>
                    <dt>Attempts</dt>
                    <dd>{d.attempts}</dd>
                  </div>
                  {d.nextAttemptAt && d.status === 'pending' && (
                    <div>
                      <dt>Next attempt</dt>
                      <dd>{shortTime(d.nextAttemptAt)}</dd>
                    </div>
                  )}
                  {d.lastError && (
                    <div>
                      <dt>Last error</dt>
                      <dd>{d.lastError}</dd>
                    </div>
                  )}
                </dl>
                {d.lastResponseExcerpt && (
                  <>
                    <h4>Response body (first 500 characters)</h4>
                    <pre className="webhook-code">{d.lastResponseExcerpt}</pre>
                  </>
                )}
                <h4>Payload</h4>
                <pre className="webhook-code">{JSON.stringify(d.payload, null, 2)}</pre>
                {d.status !== 'pending' && canReplay && (
                  <button type="button" className="button button--secondary button--small" disabled={replaying === d.id} aria-busy={replaying === d.id || undefined} onClick={() => onReplay(d.id)}>
                    {replaying === d.id ? 'Resending…' : 'Resend'}
                  </button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
