import type { LiteResult, LiteSubmission } from '@bv/contracts';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { loadContracts } from './load-contracts';
import { request } from './request';

export async function submitLiteAssessment(submission: LiteSubmission): Promise<LiteResult> {
  const { liteResultSchema } = await loadContracts();
  return request('POST', '/lite-assessments', submission, liteResultSchema);
}

export function useSubmitLiteAssessment() {
  return useMutation<LiteResult, ApiError, LiteSubmission>({ mutationFn: submitLiteAssessment });
}
