import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '../api/api-error';
import { fetchStatus, type ServiceStatus, type StatusReport } from '../api/status';
import { CONTACT_EMAIL } from '../config';
import { withRecovery } from '../errors/recovery';
import { SimplePage } from '../layout/simple-page';
import { formatDateTimeWithSeconds } from '../format/format';

const SERVICE_LABELS: Record<string, { label: string; does: string }> = {
  gateway: { label: 'Website and API', does: 'Pages, sign-in requests and every API call' },
  identity: { label: 'Accounts', does: 'Sign-in, sessions and roles' },
  billing: { label: 'Payments', does: 'Plans, checkout and access' },
  assessments: { label: 'Assessments', does: 'Lite and Pro scoring' },
  sharing: { label: 'Shared links', does: 'Links to your decks, FAQs and checklists' },
  notifications: { label: 'E-mail', does: 'Results and launch e-mails' },
  flags: { label: 'Features', does: 'Which features are switched on' },
};

const OVERALL: Record<StatusReport['status'], string> = {
  operational: 'All systems operational',
  degraded: 'Some services are having problems',
  down: 'Blueprint Vault is unavailable',
};

/** A check that answered within the same millisecond reads "under 1 ms", never "0 ms" (which looks broken). */
function responseTime(latencyMs: number | null): string {
  if (latencyMs === null) return '–';
  return latencyMs < 1 ? 'under 1 ms' : `${latencyMs} ms`;
}

function ServiceRow({ service }: { service: ServiceStatus }) {
  const info = SERVICE_LABELS[service.name] ?? { label: service.name, does: '' };
  const failing = Object.entries(service.checks)
    .filter(([, status]) => status === 'down')
    .map(([name]) => name);
  return (
    <tr>
      <th scope="row">
        {info.label}
        <span className="status-board__does">{info.does}</span>
      </th>
      <td>
        <span className={`status-pill status-pill--${service.status}`}>
          <span className="status-pill__dot" aria-hidden="true" />
          {service.status === 'up' ? 'Operational' : 'Down'}
        </span>
        {/* On a phone the response time sits under the status (its own column would squeeze the names). */}
        <span className="status-board__does status-board__inline-response">{responseTime(service.latencyMs)}</span>
        {failing.length > 0 && <span className="status-board__does">Not answering: {failing.join(', ')}</span>}
      </td>
      <td className="status-board__response">{responseTime(service.latencyMs)}</td>
    </tr>
  );
}

function CheckAgain({ fetching, onCheck }: { fetching: boolean; onCheck: () => void }) {
  return (
    <button type="button" className="button button--secondary button--small status-actions" onClick={onCheck} disabled={fetching}>
      {fetching ? 'Checking…' : 'Check again'}
    </button>
  );
}

/** Live health of each service from the gateway (GET /api/v1/status). */
export function StatusPage() {
  // One 'Operation Failed' per outage: while the page already shows the failure, the 30-second
  // refreshes fail quietly; the first success ends the outage.
  const failing = useRef(false);
  const status = useQuery<StatusReport, ApiError>({
    queryKey: ['service-status'],
    // The recovery helper does the retrying (3 tries, 2 s and 4 s) and reports a final failure.
    queryFn: async () => {
      try {
        const report = await withRecovery(fetchStatus, { component: 'StatusPage', action: 'load status' }, undefined, !failing.current);
        failing.current = false;
        return report;
      } catch (error) {
        failing.current = true;
        throw error;
      }
    },
    retry: false,
    staleTime: 0,
    refetchInterval: 30_000,
  });

  return (
    <SimplePage
      title="Service status"
      heading="Service status"
      description="Live status of each part of Blueprint Vault."
      className="status-page"
    >
      {status.data ? (
        <>
          <div className={`status-overall status-overall--${status.data.status}`}>
            <span className="status-overall__dot" aria-hidden="true" />
            <div className="status-overall__text">
              <p className="status-overall__title" role="status">
                {OVERALL[status.data.status]}
              </p>
              <p className="status-overall__when">
                Checked {formatDateTimeWithSeconds(status.data.checkedAt)} (Singapore time). Refreshes every 30 seconds.
              </p>
            </div>
            <CheckAgain fetching={status.isFetching} onCheck={() => void status.refetch()} />
          </div>
          <table className="status-board">
            <caption className="visually-hidden">Status of each service</caption>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Status</th>
                <th scope="col" className="status-board__response">
                  Response
                </th>
              </tr>
            </thead>
            <tbody>
              {status.data.services.map((service) => (
                <ServiceRow key={service.name} service={service} />
              ))}
            </tbody>
          </table>
        </>
      ) : status.isError ? (
        <>
          <p role="alert">We could not reach the status service. If the site is not working for you, it is probably down for everyone; please try again shortly.</p>
          <CheckAgain fetching={status.isFetching} onCheck={() => void status.refetch()} />
        </>
      ) : (
        <p role="status">Checking each service…</p>
      )}
      <p className="status-contact">
        If something is not working for you, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and we will look into it.
      </p>
    </SimplePage>
  );
}
