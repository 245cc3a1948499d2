import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { authApi, type MfaStatus, type SessionSummary } from '../api/auth';

export const MFA_STATUS_KEY = ['account', 'mfa'] as const;
export const SESSIONS_KEY = ['account', 'sessions'] as const;

export function useMfaStatus() {
  return useQuery<MfaStatus, ApiError>({ queryKey: MFA_STATUS_KEY, queryFn: authApi.mfaStatus });
}

export function useSessions() {
  return useQuery<{ sessions: SessionSummary[] }, ApiError>({ queryKey: SESSIONS_KEY, queryFn: authApi.sessions });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation<{ revoked: boolean }, ApiError, string>({
    mutationFn: authApi.revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
