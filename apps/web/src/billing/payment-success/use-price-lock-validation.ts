import type { ValidatePricingResponse } from '@bv/contracts';
import { doublingRetryDelayMs, PRICE_VALIDATION_RETRIES, type UpgradePlanType } from '@bv/domain';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../../api/api-error';
import { billingApi } from '../../api/billing';
import { useFeatureFlag } from '../../flags/use-feature-flags';

type Validation = UseQueryResult<ValidatePricingResponse, ApiError>;

function useValidation(planType: UpgradePlanType, enabled: boolean): Validation {
  return useQuery<ValidatePricingResponse, ApiError>({
    queryKey: ['billing', 'validate-pricing', planType],
    queryFn: () => billingApi.validatePricing(planType),
    enabled,
    // docs/product-rules.md, "Timings and limits": two retries, after 1 s and 2 s; a refusal (4xx)
    // is not retried.
    retry: (failureCount, error) => failureCount < PRICE_VALIDATION_RETRIES && !error.isClientError,
    retryDelay: (failureCount) => doublingRetryDelayMs(failureCount + 1),
  });
}

/**
 * price_lock_validation on: each lock is checked with POST /billing/validate-pricing
 * (docs/product-rules.md, "Launch phases and early-bird price locks"). Off, nothing is asked (the
 * server would answer 403) and the result is null.
 */
export function usePriceLockValidation(enabled: boolean): Record<UpgradePlanType, Validation> | null {
  const on = useFeatureFlag('price_lock_validation') && enabled;
  const founderPlus = useValidation('founder_plus', on);
  const eliteMonthly = useValidation('elite_monthly', on);
  return on ? { founder_plus: founderPlus, elite_monthly: eliteMonthly } : null;
}
