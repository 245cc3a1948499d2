import './connection-badge.css';
import { useRealtimeRetry, useRealtimeStatus } from './use-realtime-status';

const MESSAGES = { connected: '', disconnected: 'Realtime updates disconnected', reconnecting: 'Reconnecting…' } as const;

/**
 * docs/product-rules.md, "Realtime updates and the connection badge": a floating badge, hidden
 * while connected. The status line stays in the page (empty) so screen readers announce it when it
 * changes; Retry keeps its place while reconnecting (aria-disabled rather than disabled, so
 * keyboard focus is not lost under the reader).
 */
export function ConnectionBadge() {
  const status = useRealtimeStatus();
  const retry = useRealtimeRetry();
  const reconnecting = status === 'reconnecting';
  return (
    <div className={`connection-badge connection-badge--${status}`}>
      <p role="status" className="connection-badge__message">
        {MESSAGES[status]}
      </p>
      {status !== 'connected' && (
        <button
          type="button"
          className="button button--small connection-badge__retry"
          aria-disabled={reconnecting}
          onClick={() => {
            if (!reconnecting) retry();
          }}
        >
          Retry
        </button>
      )}
    </div>
  );
}
