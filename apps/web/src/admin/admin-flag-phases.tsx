import { PHASE_2_ID } from '@bv/domain';
import type { FlagsSnapshot } from '@bv/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../api/api-error';
import { adminFlagsApi, type LaunchPhase } from '../api/admin-flags';
import { FLAGS_QUERY_KEY } from '../flags/use-feature-flags';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useToast } from '../ui/toast/toast-context';

export const PHASE_2_CONFIRMATION = 'Founder+ and Founder Elite go on sale, and the first switch e-mails the launch announcement to early-bird buyers and the launch list.';

/** The launch phases; one is active. Phase 2 is confirmed first because it announces the launch. */
export function AdminFlagPhases({ activePhaseId }: { activePhaseId: string }) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const phases = useQuery<{ phases: LaunchPhase[] }, ApiError>({ queryKey: ['admin', 'flags', 'phases'], queryFn: adminFlagsApi.phases });
  const activate = useMutation<FlagsSnapshot, ApiError, string>({
    mutationFn: adminFlagsApi.activatePhase,
    onSuccess: (snapshot) => queryClient.setQueryData(FLAGS_QUERY_KEY, snapshot),
    onError: (error) => showToast({ title: 'Phase not switched', description: error.message, variant: 'destructive' }),
  });
  const [confirming, setConfirming] = useState<LaunchPhase | null>(null);
  const choose = (phase: LaunchPhase) => {
    if (phase.id === PHASE_2_ID) setConfirming(phase);
    else activate.mutate(phase.id);
  };

  return (
    <section aria-labelledby="admin-phases-title" className="admin-subsection">
      <h2 id="admin-phases-title">Launch phase</h2>
      {phases.isPending && <p role="status">Loading phases…</p>}
      {phases.isError && <p className="form-error">{phases.error.message}</p>}
      {phases.data && (
        <ul className="phase-list">
          {phases.data.phases.map((phase) => {
            // The flags snapshot is the fresher of the two (pushes update it).
            const active = phase.id === activePhaseId;
            return (
              <li key={phase.id} className="phase-list__item">
                <span>
                  <strong>{phase.name}</strong> <code>{phase.id}</code>
                </span>
                {active ? (
                  <span className="badge">Active</span>
                ) : (
                  <button type="button" className="button button--small" disabled={activate.isPending} onClick={() => choose(phase)}>
                    {activate.isPending && activate.variables === phase.id ? 'Switching…' : `Make ${phase.name} active`}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Switch to ${confirming.name}?`}
          confirmLabel={`Make ${confirming.name} active`}
          busy={activate.isPending}
          onConfirm={() => activate.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
          onCancel={() => setConfirming(null)}
        >
          <p>{PHASE_2_CONFIRMATION}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
