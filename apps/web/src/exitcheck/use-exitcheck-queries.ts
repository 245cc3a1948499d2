import type { ProAccess, ProBankView, ProDraft, ProReport, ProReportJob, ProResult, ProUserInfo } from '@bv/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/api-error';
import { exitcheckApi, type ProHistoryEntry } from '../api/exitcheck';
import { assessmentsErrors } from '@bv/contracts/messages';

export const EXITCHECK_KEYS = {
  bank: ['exitcheck', 'bank'] as const,
  access: ['exitcheck', 'access'] as const,
  draft: ['exitcheck', 'draft'] as const,
  history: ['exitcheck', 'history'] as const,
  result: (id: string) => ['exitcheck', 'result', id] as const,
};

/** The bank is fixed per version: read once a visit. */
export function useProBank(enabled: boolean) {
  return useQuery<ProBankView, ApiError>({ queryKey: EXITCHECK_KEYS.bank, queryFn: exitcheckApi.bank, enabled, staleTime: Infinity });
}

// Access and the draft change with purchases and with other tabs: always read fresh on arrival.
export function useProAccess() {
  return useQuery<ProAccess, ApiError>({ queryKey: EXITCHECK_KEYS.access, queryFn: exitcheckApi.access, staleTime: 0, refetchOnMount: 'always' });
}

export function useProDraft() {
  return useQuery<ProDraft | null, ApiError>({ queryKey: EXITCHECK_KEYS.draft, queryFn: exitcheckApi.draft, staleTime: 0, refetchOnMount: 'always' });
}

export function useProHistory() {
  return useQuery<ProHistoryEntry[], ApiError>({ queryKey: EXITCHECK_KEYS.history, queryFn: exitcheckApi.history, staleTime: 0, refetchOnMount: 'always' });
}

export function useProResult(id: string | null) {
  return useQuery<ProResult, ApiError>({
    queryKey: EXITCHECK_KEYS.result(id ?? ''),
    queryFn: () => exitcheckApi.result(id ?? ''),
    enabled: id !== null && id !== '',
  });
}

export function useStartAssessment() {
  const queryClient = useQueryClient();
  return useMutation<ProDraft, ApiError, ProUserInfo>({
    mutationFn: exitcheckApi.start,
    onSuccess: (draft) => queryClient.setQueryData(EXITCHECK_KEYS.draft, draft),
    // A refusal means access changed since the page read it (another tab, the month's allowance).
    onError: (error) => {
      if (error.status === 403) void queryClient.invalidateQueries({ queryKey: EXITCHECK_KEYS.access });
    },
  });
}

/**
 * Saving an answer is idempotent (it replaces the question's answer), so the client's one retry is
 * fine. Going back is not: a retried Previous could remove two answers, so it is never retried.
 */
export function useDraftSteps(assessmentId: string) {
  const queryClient = useQueryClient();
  const keep = (draft: ProDraft) => queryClient.setQueryData(EXITCHECK_KEYS.draft, draft);
  const answer = useMutation<ProDraft, ApiError, { questionId: string; optionId: string }>({
    mutationFn: ({ questionId, optionId }) => exitcheckApi.answer(assessmentId, questionId, optionId),
    onSuccess: keep,
  });
  const back = useMutation<ProDraft, ApiError, void>({ mutationFn: () => exitcheckApi.back(assessmentId), onSuccess: keep, retry: false });
  return { answer, back };
}

const historyEntry = (result: ProResult): ProHistoryEntry => ({
  id: result.id,
  totalScore: result.totalScore,
  readinessLevel: result.readinessLevel,
  completedAt: result.completedAt,
  categories: result.categoryScores.map(({ categoryId, title, score }) => ({ categoryId, title, score })),
});

/**
 * `onCompleted` runs here, in the mutation's own callback, before the draft is cleared: clearing
 * it unmounts the runner that asked, and a callback given to `mutate` is dropped when its
 * component is gone (TanStack Query), which left the page on "Loading your results…".
 */
export function useCompleteAssessment(assessmentId: string, onCompleted?: (result: ProResult) => void) {
  const queryClient = useQueryClient();
  return useMutation<ProResult, ApiError, void>({
    mutationFn: () => exitcheckApi.complete(assessmentId),
    retry: false,
    onSuccess: (result) => {
      queryClient.setQueryData(EXITCHECK_KEYS.result(result.id), result);
      // The list first, then the draft: with no draft, /exitcheck shows the newest entry of the
      // list, which must already be this result (not the one before, while the list re-reads).
      queryClient.setQueryData<ProHistoryEntry[]>(EXITCHECK_KEYS.history, (entries) => [historyEntry(result), ...(entries ?? []).filter((e) => e.id !== result.id)]);
      onCompleted?.(result);
      queryClient.setQueryData(EXITCHECK_KEYS.draft, null);
      void queryClient.invalidateQueries({ queryKey: EXITCHECK_KEYS.access });
      void queryClient.invalidateQueries({ queryKey: EXITCHECK_KEYS.history });
    },
    onError: (error) => {
      if (error.status === 403) void queryClient.invalidateQueries({ queryKey: EXITCHECK_KEYS.access });
    },
  });
}

/** How often the page asks how the report is going. */
export const REPORT_POLL_MS = 1_000;
const isRunning = (job: ProReportJob | null) => job?.status === 'queued' || job?.status === 'writing';

/**
 * The report is written by a job on the server (the AI may take a minute): a click starts it
 * and the page polls until it is written or failed for good. `stage` follows the job. A page
 * opened (or reloaded) while a job runs picks it up instead of starting another.
 */
export function useGenerateReport(assessmentId: string, followRunningJob = true) {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<string | null>(null);
  const mutation = useMutation<ProReport, ApiError, { resume?: boolean } | void>({
    mutationFn: async (options) => {
      let job = options && options.resume ? await exitcheckApi.reportJob(assessmentId) : await exitcheckApi.startReport(assessmentId);
      setStage(job?.stage ?? null);
      while (isRunning(job)) {
        await new Promise((resolve) => setTimeout(resolve, REPORT_POLL_MS));
        job = await exitcheckApi.reportJob(assessmentId);
        setStage(job?.stage ?? null);
      }
      if (job?.status === 'done' && job.report) return job.report;
      throw new ApiError(503, job?.error?.code ?? assessmentsErrors.REPORT_FAILED.code, job?.error?.message ?? assessmentsErrors.REPORT_FAILED.message);
    },
    retry: false,
    onSuccess: (report) =>
      queryClient.setQueryData<ProResult>(EXITCHECK_KEYS.result(assessmentId), (result) => (result ? { ...result, report } : result)),
    onSettled: () => setStage(null),
  });

  // Arriving while a job runs (a reload mid-write): follow it instead of showing the button.
  const { mutate } = mutation;
  useEffect(() => {
    if (!followRunningJob) return;
    let active = true;
    exitcheckApi.reportJob(assessmentId).then(
      (job) => active && isRunning(job) && mutate({ resume: true }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [assessmentId, mutate, followRunningJob]);

  return { ...mutation, stage };
}
