import type { ReadinessView } from '@bv/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiError } from '../api/api-error';
import { readinessApi } from '../api/readiness';
import { accessToken } from '../auth/access-token';
import { useAuth } from '../auth/auth-context';

export const READINESS_KEYS = {
  all: ['readiness'] as const,
  room: (roomId: string) => ['readiness', 'room', roomId] as const,
  track: (track: 'exit' | 'fundraising') => ['readiness', 'track', track] as const,
};

export function useRoomEvidence(roomId: string) {
  return useQuery<ReadinessView, ApiError>({ queryKey: READINESS_KEYS.room(roomId), queryFn: () => readinessApi.ofRoom(roomId), staleTime: 0 });
}

export function useTrackReadiness(track: 'exit' | 'fundraising') {
  return useQuery<ReadinessView, ApiError>({ queryKey: READINESS_KEYS.track(track), queryFn: () => readinessApi.ofTrack(track), staleTime: 0, retry: false });
}

/** Link (documentId) or unlink (null) an item: the answer replaces the room's evidence. */
export function useEvidenceChange(roomId: string) {
  const client = useQueryClient();
  return useMutation<ReadinessView, ApiError, { itemKey: string; documentId: string | null }>({
    mutationFn: ({ itemKey, documentId }) => (documentId ? readinessApi.link(roomId, itemKey, documentId) : readinessApi.unlink(roomId, itemKey)),
    onSuccess: (view) => {
      client.setQueryData(READINESS_KEYS.room(roomId), view);
      void client.invalidateQueries({ queryKey: ['readiness', 'track'] });
    },
  });
}

/**
 * While an evidence view is open: a socket of its own that shows the founder's access token, so
 * the gateway puts it in the founder's room; every push re-reads readiness (and the room, whose
 * documents may have converted or gone). Other tabs of the founder get the same push. The socket
 * belongs to the signed-in person: signing out (here or in another tab) closes it, so it leaves
 * that founder's room, and the next person's sign-in opens their own.
 */
export function useEvidencePushes(roomId?: string) {
  const client = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  useEffect(() => {
    // Signed out (or not yet signed in): the gateway would not put the socket in any founder's room.
    if (!userId || !accessToken()) return undefined;
    let closed = false;
    let close = () => undefined as void;
    void import('./evidence-socket').then(({ openEvidenceSocket }) => {
      if (closed) return;
      close = openEvidenceSocket(accessToken, (push) => {
        void client.invalidateQueries({ queryKey: READINESS_KEYS.all });
        if (roomId && push.roomId === roomId) void client.invalidateQueries({ queryKey: ['rooms', roomId] });
      });
    });
    return () => {
      closed = true;
      close();
    };
  }, [client, roomId, userId]);
}
