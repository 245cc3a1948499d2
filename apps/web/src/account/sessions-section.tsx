import { useRevokeSession, useSessions } from './use-account-queries';
import { formatDateTime } from '../format/format';

function describeDevice(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Chrome\//.test(userAgent) ? 'Chrome' : /Firefox\//.test(userAgent) ? 'Firefox' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser';
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : 'unknown system';
  return `${browser} on ${system}`;
}


/** Where the account is signed in; any of them can be ended from here. */
export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  return (
    <section aria-labelledby="sessions-title" className="account-section">
      <h2 id="sessions-title">Where you are signed in</h2>
      {sessions.isPending && <p role="status">Loading your sessions…</p>}
      {sessions.isError && <p className="form-error">Your sessions could not be loaded. {sessions.error.message}</p>}
      {sessions.data && (
        <ul className="session-list">
          {sessions.data.sessions.map((s) => (
            <li key={s.id} className="session-list__item">
              <div>
                <strong>{describeDevice(s.userAgent)}</strong>
                <p className="fine-print">
                  Signed in {formatDateTime(s.createdAt)} · last active {formatDateTime(s.lastActiveAt)}
                  {s.aal === 'aal2' ? ' · two-step verified' : ''}
                </p>
              </div>
              <button type="button" className="button" disabled={revoke.isPending} onClick={() => revoke.mutate(s.id)}>
                Sign out this session
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
