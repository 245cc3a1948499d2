import type { LaunchSignupResult } from '@bv/contracts';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { loadContracts } from './load-contracts';
import { request } from './request';

export async function signUpForLaunch(email: string): Promise<LaunchSignupResult> {
  const { launchSignupResultSchema } = await loadContracts();
  return request('POST', '/launch-notifications', { email }, launchSignupResultSchema);
}

/** The coming-soon page's "notify me" (docs/product-rules.md, "Landing page and site pages"). */
export function useLaunchSignUp() {
  return useMutation<LaunchSignupResult, ApiError, string>({ mutationFn: signUpForLaunch });
}
