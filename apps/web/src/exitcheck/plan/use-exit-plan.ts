import type { ProPlanAnswer, ProPlanSettings } from '@bv/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/api-error';
import { exitcheckApi } from '../../api/exitcheck';

const PLAN_KEY = ['exitcheck', 'plan'] as const;

/** The plan changes with re-tests and other tabs: read fresh on arrival. */
export function useExitPlan() {
  return useQuery<ProPlanAnswer, ApiError>({ queryKey: PLAN_KEY, queryFn: exitcheckApi.plan, staleTime: 0, refetchOnMount: 'always' });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation<ProPlanAnswer, ApiError, ProPlanSettings>({
    mutationFn: exitcheckApi.savePlan,
    onSuccess: (answer) => queryClient.setQueryData(PLAN_KEY, answer),
  });
}

/** Ticks show at once; the server's answer (with the new projection) replaces them, and a failure puts them back. */
export function useMarkTask() {
  const queryClient = useQueryClient();
  return useMutation<ProPlanAnswer, ApiError, { questionId: string; done: boolean }, { before?: ProPlanAnswer }>({
    mutationFn: exitcheckApi.markTask,
    onMutate: async ({ questionId, done }) => {
      await queryClient.cancelQueries({ queryKey: PLAN_KEY });
      const before = queryClient.getQueryData<ProPlanAnswer>(PLAN_KEY);
      if (before?.plan) {
        const tasks = before.plan.tasks.map((task) => (task.questionId === questionId ? { ...task, done } : task));
        queryClient.setQueryData<ProPlanAnswer>(PLAN_KEY, { ...before, plan: { ...before.plan, tasks } });
      }
      return { before };
    },
    onError: (_error, _task, context) => {
      if (context?.before) queryClient.setQueryData(PLAN_KEY, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(PLAN_KEY, answer),
  });
}
