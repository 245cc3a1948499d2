import type { AdminFlagAuditEntry, FlagAuditEntry } from '@bv/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { FormError } from '../auth/form-error';
import { adminFlagsApi, type LaunchPhase } from '../api/admin-flags';
import { useAuth } from '../auth/auth-context';
import { DataTable } from '../ui/data-table';
import { formatDateTimeWithSeconds } from '../format/format';
import { AdminList } from './admin-list';
import { FlagChange } from './flag-key';

const ACTIONS: Record<FlagAuditEntry['action'], string> = { flags_updated: 'Flags changed', phase_activated: 'Phase switched' };

function show(value: unknown): string {
  if (value === true) return 'on';
  if (value === false) return 'off';
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Only what differs between before and after, one "name: before → after" per key. */
export function changesOf(entry: Pick<FlagAuditEntry, 'before' | 'after'>): string[] {
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])].sort();
  return keys
    .filter((key) => JSON.stringify(entry.before[key]) !== JSON.stringify(entry.after[key]))
    .map((key) => `${key}: ${show(entry.before[key])} → ${show(entry.after[key])}`);
}

/** Who changed what and when, newest first (spec: every admin change is audited). */
export function AdminFlagAudit() {
  const { user } = useAuth();
  const audit = useQuery<{ entries: AdminFlagAuditEntry[] }, ApiError>({ queryKey: ['admin', 'flags', 'audit'], queryFn: () => adminFlagsApi.audit(50) });
  const entries = audit.data && [...audit.data.entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  // The phase by its name (the phase switch above loads the same list; one request serves both).
  const phases = useQuery<{ phases: LaunchPhase[] }, ApiError>({ queryKey: ['admin', 'flags', 'phases'], queryFn: adminFlagsApi.phases });
  const phaseName = (id: string) => phases.data?.phases.find((p) => p.id === id)?.name ?? id;

  return (
    <section aria-labelledby="admin-flag-audit-title" className="admin-subsection">
      <h2 id="admin-flag-audit-title">History</h2>
      <AdminList
        pending={audit.isPending}
        loading="Loading history…"
        notices={<FormError message={audit.error?.message ?? null} />}
        rows={entries}
        empty="No changes yet."
      >
        {(rows) => (
          <DataTable label="Flag changes" caption="The 50 latest changes, newest first" columns={['When', 'Who', 'Action', 'Phase', 'Change']}>
            {rows.map((entry) => (
              <tr key={entry.id}>
                <td className="data-table__when">
                  <time dateTime={entry.at}>{formatDateTimeWithSeconds(entry.at)}</time>
                </td>
                <td>
                  {entry.actor ? (
                    <>
                      <span className="audit-actor__name">
                        {entry.actor.name}
                        {entry.actorId === user?.id && ' (you)'}
                      </span>
                      <span className="audit-actor__email">
                        <span className="email-text">{entry.actor.email}</span>
                      </span>
                    </>
                  ) : (
                    'A deleted account'
                  )}
                </td>
                <td className="data-table__nowrap">{ACTIONS[entry.action]}</td>
                <td className="data-table__nowrap">{phaseName(entry.phaseId)}</td>
                <td>
                  {entry.action === 'phase_activated' ? (
                    // A phase switch reads as the phases' names, not their ids.
                    <p className="audit-change">
                      {phaseName(show(entry.before.activePhase))} → {phaseName(show(entry.after.activePhase))}
                    </p>
                  ) : (
                    <ul className="audit-changes">
                      {changesOf(entry).map((change) => (
                        <li key={change}>
                          <FlagChange change={change} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
    </section>
  );
}
