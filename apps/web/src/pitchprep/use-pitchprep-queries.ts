import type { GenerationRun, IntakeDraft, OutputSummary, OutputView, ProAccess } from '@bv/contracts';
import type { PitchIntake } from '@bv/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { pitchprepApi, type SaveOutputInput } from '../api/pitchprep';

export const PITCHPREP_KEYS = {
  access: ['pitchprep', 'access'] as const,
  intake: ['pitchprep', 'intake'] as const,
  outputs: ['pitchprep', 'outputs'] as const,
  output: (id: string) => ['pitchprep', 'output', id] as const,
  run: (id: string) => ['pitchprep', 'run', id] as const,
  /** The answers a run was started from, kept in this tab so a failed run can reopen them. */
  submitted: (runId: string) => ['pitchprep', 'submitted', runId] as const,
};

/** How often a running generation is asked for its progress. */
export const RUN_POLL_MS = 700;

// Access, the draft and the outputs change with purchases and in other tabs: read fresh on arrival.
const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

export function usePitchAccess(enabled = true) {
  return useQuery<ProAccess, ApiError>({ queryKey: PITCHPREP_KEYS.access, queryFn: pitchprepApi.access, enabled, ...fresh });
}

export function useIntakeDraft(enabled = true) {
  return useQuery<IntakeDraft | null, ApiError>({ queryKey: PITCHPREP_KEYS.intake, queryFn: pitchprepApi.intake, enabled, ...fresh });
}

export function useOutputs() {
  return useQuery<OutputSummary[], ApiError>({ queryKey: PITCHPREP_KEYS.outputs, queryFn: pitchprepApi.outputs, ...fresh });
}

/** `enabled` false: a page that only may need the output (a link's analytics for a FAQ) skips the request. */
export function useOutput(id: string, enabled = true) {
  return useQuery<OutputView, ApiError>({ queryKey: PITCHPREP_KEYS.output(id), queryFn: () => pitchprepApi.output(id), enabled, ...fresh });
}

/** Polls while the run is writing; stops once it is done or failed. */
export function useGenerationRun(id: string) {
  return useQuery<GenerationRun, ApiError>({
    queryKey: PITCHPREP_KEYS.run(id),
    queryFn: () => pitchprepApi.run(id),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUN_POLL_MS : false),
  });
}

/** Saving replaces the one open draft, so the client's single retry is harmless. */
export function useSaveIntake() {
  const queryClient = useQueryClient();
  return useMutation<IntakeDraft, ApiError, { intake: PitchIntake; step: number }>({
    mutationFn: ({ intake, step }) => pitchprepApi.saveIntake(intake, step),
    onSuccess: (draft) => queryClient.setQueryData(PITCHPREP_KEYS.intake, draft),
  });
}

/** One click, one run: a retried POST could spend a second monthly use. */
export function useGenerate() {
  const queryClient = useQueryClient();
  return useMutation<GenerationRun, ApiError, { intakeId: string; intake: PitchIntake }>({
    mutationFn: ({ intakeId }) => pitchprepApi.generate(intakeId),
    retry: false,
    onSuccess: (run, { intake }) => {
      queryClient.setQueryData(PITCHPREP_KEYS.run(run.id), run);
      queryClient.setQueryData(PITCHPREP_KEYS.submitted(run.id), intake);
    },
    // A refusal means access changed since the page read it (another tab, the month's allowance).
    onError: (error) => {
      if (error.status === 403) void queryClient.invalidateQueries({ queryKey: PITCHPREP_KEYS.access });
    },
  });
}

function useKeepView(id: string) {
  const queryClient = useQueryClient();
  return (view: OutputView) => {
    queryClient.setQueryData(PITCHPREP_KEYS.output(id), view);
    void queryClient.invalidateQueries({ queryKey: PITCHPREP_KEYS.outputs });
  };
}

// Saves and restores each add a version: never retried, or one click could make two versions.
export function useSaveOutput(id: string) {
  const keep = useKeepView(id);
  return useMutation<OutputView, ApiError, SaveOutputInput>({ mutationFn: (body) => pitchprepApi.save(id, body), retry: false, onSuccess: keep });
}

export function useRestoreVersion(id: string) {
  const keep = useKeepView(id);
  return useMutation<OutputView, ApiError, number>({ mutationFn: (version) => pitchprepApi.restore(id, version), retry: false, onSuccess: keep });
}

export function useDeleteOutput(id: string) {
  const queryClient = useQueryClient();
  return useMutation<{ deleted: boolean }, ApiError, void>({
    mutationFn: () => pitchprepApi.remove(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: PITCHPREP_KEYS.output(id) });
      void queryClient.invalidateQueries({ queryKey: PITCHPREP_KEYS.outputs });
    },
  });
}
