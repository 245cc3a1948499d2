import type { FlagName, FlagsSnapshot } from '@bv/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiError } from '../api/api-error';
import { adminFlagsApi } from '../api/admin-flags';
import { fetchFlags } from '../api/flags';
import { FLAGS_QUERY_KEY } from '../flags/use-feature-flags';
import { ConnectionBadge } from '../realtime/connection-badge';
import { useToast } from '../ui/toast/toast-context';
import { AdminFlagAudit } from './admin-flag-audit';
import { AdminFlagPhases } from './admin-flag-phases';
import { FLAG_DESCRIPTIONS, FLAG_NAMES } from './flag-descriptions';
import { FlagKey } from './flag-key';

export const ADMIN_FLAGS_KEY = ['admin', 'flags'] as const;

/**
 * /admin/flags: the active phase's flags, the phase switch and the audit trail. Nothing is shown
 * as changed before the server says so; the server's snapshot then becomes every page's flags.
 */
export function AdminFlags() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  // Same cache entry as every page; read afresh here, then kept current by realtime pushes.
  const flags = useQuery<FlagsSnapshot, ApiError>({ queryKey: FLAGS_QUERY_KEY, queryFn: fetchFlags, refetchOnMount: 'always' });
  const update = useMutation<FlagsSnapshot, ApiError, { name: FlagName; on: boolean }>({
    mutationFn: ({ name, on }) => adminFlagsApi.update({ [name]: on }),
    onSuccess: (snapshot) => queryClient.setQueryData(FLAGS_QUERY_KEY, snapshot),
    onError: (error, { name }) =>
      showToast({ title: 'Flag not changed', description: `${FLAG_DESCRIPTIONS[name].label}: ${error.message}`, variant: 'destructive' }),
  });

  // Any change (here, by another admin, or a phase switch) shows up in the phases and the audit.
  const seen = useRef<string | null>(null);
  const stamp = flags.data ? `${flags.data.phaseId}:${flags.data.version}` : null;
  useEffect(() => {
    if (stamp === null) return;
    if (seen.current !== null && seen.current !== stamp) void queryClient.invalidateQueries({ queryKey: ADMIN_FLAGS_KEY });
    seen.current = stamp;
  }, [stamp, queryClient]);

  const saving = update.isPending ? update.variables?.name : undefined;

  return (
    <div className="admin-section">
      {flags.isPending && <p role="status">Loading flags…</p>}
      {flags.isError && !flags.data && <p className="form-error">{flags.error.message}</p>}
      {flags.data && (
        <>
          <p>
            Flags of the active phase, <strong>{flags.data.phaseName}</strong> (version {flags.data.version}). Changes reach open pages within a
            second.
          </p>
          <ul className="flag-list">
            {FLAG_NAMES.map((name) => {
              const on = flags.data.flags[name] === true;
              const { label, description } = FLAG_DESCRIPTIONS[name];
              return (
                <li key={name} className="flag-item" aria-busy={saving === name}>
                  <div className="flag-item__text">
                    <label htmlFor={`flag-${name}`} className="flag-item__label">
                      {label} <FlagKey name={name} />
                    </label>
                    <p id={`flag-${name}-description`} className="flag-item__description">
                      {description}
                    </p>
                  </div>
                  <span className="flag-item__state" aria-hidden="true">
                    {saving === name ? 'Saving…' : on ? 'On' : 'Off'}
                  </span>
                  <input
                    id={`flag-${name}`}
                    type="checkbox"
                    role="switch"
                    className="switch"
                    checked={on}
                    aria-describedby={`flag-${name}-description`}
                    aria-disabled={saving !== undefined}
                    onChange={() => {
                      if (saving === undefined) update.mutate({ name, on: !on });
                    }}
                  />
                </li>
              );
            })}
          </ul>
          <AdminFlagPhases activePhaseId={flags.data.phaseId} />
        </>
      )}
      <AdminFlagAudit />
      <ConnectionBadge />
    </div>
  );
}
