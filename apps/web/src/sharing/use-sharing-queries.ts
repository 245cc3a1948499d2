import type { AdminShare, OwnerShare, ShareViewStats, UpdateShareRequest } from '@bv/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { adminSharesApi, sharingApi, SHARING_CODES, type AdminShareFilters, type CreateShareInput } from '../api/sharing';

export const SHARING_KEYS = {
  all: ['sharing'] as const,
  shares: (outputId: string) => ['sharing', 'shares', outputId] as const,
  mine: ['sharing', 'mine'] as const,
  views: (shareId: string) => ['sharing', 'views', shareId] as const,
  admin: ['sharing', 'admin'] as const,
  adminList: (filters: AdminShareFilters) => ['sharing', 'admin', filters] as const,
};

/** The sharing service learns of a new output by event a moment after it is generated. */
export const OUTPUT_NOT_FOUND_RETRIES = 2;
export const OUTPUT_NOT_FOUND_DELAY_MS = 1_000;

// Views arrive while the panel is open elsewhere: read fresh whenever the panel or a chart opens.
const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

export function useOutputShares(outputId: string) {
  return useQuery<OwnerShare[], ApiError>({ queryKey: SHARING_KEYS.shares(outputId), queryFn: () => sharingApi.list(outputId), ...fresh });
}

/** Every link of the signed-in owner (the dashboard and the Shares page). */
export function useMyShares() {
  return useQuery<OwnerShare[], ApiError>({ queryKey: SHARING_KEYS.mine, queryFn: () => sharingApi.list(), ...fresh });
}

export function useShareViews(shareId: string) {
  return useQuery<ShareViewStats, ApiError>({ queryKey: SHARING_KEYS.views(shareId), queryFn: () => sharingApi.views(shareId), ...fresh });
}

/** Puts the server's copy of a share into this output's list (newest first, as the server lists them) and re-reads the lists holding it. */
function useKeepShare(outputId: string) {
  const queryClient = useQueryClient();
  return (share: OwnerShare) => {
    queryClient.setQueryData<OwnerShare[]>(SHARING_KEYS.shares(outputId), (list = []) =>
      list.some((s) => s.id === share.id) ? list.map((s) => (s.id === share.id ? share : s)) : [share, ...list],
    );
    void queryClient.invalidateQueries({ queryKey: SHARING_KEYS.admin });
    // The Shares page lists every link of the founder's: a link made or changed from its New link panel shows there too.
    void queryClient.invalidateQueries({ queryKey: SHARING_KEYS.mine });
  };
}

/**
 * One click, one link: a create is retried only when the output is not known yet (nothing was
 * created then), never after a failure that may have created one.
 */
export function useCreateShare(outputId: string) {
  const keep = useKeepShare(outputId);
  return useMutation<OwnerShare, ApiError, CreateShareInput>({
    mutationFn: sharingApi.create,
    retry: (failures, error) => failures < OUTPUT_NOT_FOUND_RETRIES && error.code === SHARING_CODES.outputNotFound,
    retryDelay: OUTPUT_NOT_FOUND_DELAY_MS,
    onSuccess: keep,
  });
}

export function useUpdateShare(outputId: string) {
  const keep = useKeepShare(outputId);
  return useMutation<OwnerShare, ApiError, { shareId: string; changes: UpdateShareRequest }>({
    mutationFn: ({ shareId, changes }) => sharingApi.update(shareId, changes),
    retry: false,
    onSuccess: keep,
  });
}

export function useRevokeShare(outputId: string) {
  const keep = useKeepShare(outputId);
  return useMutation<OwnerShare, ApiError, string>({ mutationFn: sharingApi.revoke, retry: false, onSuccess: keep });
}

export function useAdminShares(filters: AdminShareFilters) {
  return useQuery<{ shares: AdminShare[]; total: number }, ApiError>({
    queryKey: SHARING_KEYS.adminList(filters),
    queryFn: () => adminSharesApi.list(filters),
    ...fresh,
  });
}

export function useAdminRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation<AdminShare, ApiError, string>({
    mutationFn: adminSharesApi.revoke,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHARING_KEYS.admin }),
  });
}
