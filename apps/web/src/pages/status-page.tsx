import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '../api/api-error';
import { fetchStatus, type ServiceStatus, type StatusReport } from '../api/status';
import { CONTACT_EMAIL } from '../config';
import { withRecovery } from '../errors/recovery';
import { SimplePage } from '../layout/simple-page';
import { formatDateTimeWithSeconds } from '../format/format';

/**
 * The board in a customer's terms: what they use, not how it is built. The feature-flag service
 * is part of "Website and app" (a reader cannot tell it apart), and a row that is down says what
 * stops working rather than which dependency stopped answering.
 */
const ROWS: Array<{ label: string; does: string; whenDown: string; services: string[] }> = [
  { label: 'Website and app', does: 'Pages, dashboards and everything you open in Blueprint Vault', whenDown: 'Pages may not load or save.', services: ['gateway', 'flags'] },
  { label: 'Sign-in and accounts', does: 'Signing in, staying signed in and team roles', whenDown: 'You may not be able to sign in.', services: ['identity'] },
  { label: 'Payments', does: 'Plans, checkout and what your plan unlocks', whenDown: 'Checkout and plan changes may fail.', services: ['billing'] },
  { label: 'Assessments and reports', does: 'ExitCheck scores, reports and PDFs', whenDown: 'Scores and reports may not load.', services: ['assessments'] },
  { label: 'Shared links', does: 'Links to your decks, FAQs and checklists', whenDown: 'People you shared with may not be able to open your links.', services: ['sharing'] },
  { label: 'E-mail', does: 'Results, sign-in and launch e-mails', whenDown: 'E-mails may arrive late.', services: ['notifications'] },
];

const OVERALL: Record<StatusReport['status'], string> = {
  operational: 'All systems operational',
  degraded: 'Some services are having problems',
  down: 'Blueprint Vault is unavailable',
};

type BoardRow = { label: string; does: string; whenDown: string; up: boolean };

/** The report's services grouped into the board's rows, in the board's order; a service the board does not know yet gets its own row. */
function boardRows(services: ServiceStatus[]): BoardRow[] {
  const known = new Set(ROWS.flatMap((row) => row.services));
  const rows = ROWS.flatMap((row) => {
    const mine = services.filter((service) => row.services.includes(service.name));
    return mine.length === 0 ? [] : [{ ...row, up: mine.every((service) => service.status === 'up') }];
  });
  const others = services
    .filter((service) => !known.has(service.name))
    .map((service) => ({ label: service.name, does: '', whenDown: 'Some requests may fail.', up: service.status === 'up' }));
  return [...rows, ...others];
}

function ServiceRow({ row }: { row: BoardRow }) {
  return (
    <tr>
      <th scope="row">
        {row.label}
        {row.does && <span className="status-board__does">{row.does}</span>}
      </th>
      <td>
        <span className={`status-pill status-pill--${row.up ? 'up' : 'down'}`}>
          <span className="status-pill__dot" aria-hidden="true" />
          {row.up ? 'Operational' : 'Down'}
        </span>
        {!row.up && <span className="status-board__does">{row.whenDown}</span>}
      </td>
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
              </tr>
            </thead>
            <tbody>
              {boardRows(status.data.services).map((row) => (
                <ServiceRow key={row.label} row={row} />
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
