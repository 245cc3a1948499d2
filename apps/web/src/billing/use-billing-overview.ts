import type { BillingOverview, SubscriptionView } from '@bv/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { billingApi } from '../api/billing';

export const BILLING_OVERVIEW_KEY = ['billing', 'me'] as const;

/** GET /billing/me for the signed-in user; `enabled` is false for visitors. */
export function useBillingOverview(enabled = true) {
  return useQuery<BillingOverview, ApiError>({ queryKey: BILLING_OVERVIEW_KEY, queryFn: billingApi.overview, enabled });
}

/** Cancel at period end or resume; the overview is read again afterwards. */
export function useSubscriptionAction() {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionView, ApiError, { id: string; action: 'cancel' | 'resume' }>({
    mutationFn: ({ id, action }) => (action === 'cancel' ? billingApi.cancelSubscription(id) : billingApi.resumeSubscription(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_OVERVIEW_KEY }),
  });
}
