import type { Room, RoomList } from '@bv/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { roomsApi } from '../api/rooms';

export const ROOM_KEYS = { list: ['rooms'] as const, room: (roomId: string) => ['rooms', roomId] as const };

/** Read again whenever the list opens: rooms are made, filled and deleted on the room's own page. */
export function useRooms() {
  return useQuery<RoomList, ApiError>({ queryKey: ROOM_KEYS.list, queryFn: roomsApi.list, staleTime: 0, refetchOnMount: 'always' });
}

/**
 * A room; read again every 2 s while a document converts, so its stage and percent move, and on
 * returning to the tab when it holds the ExitCheck report (a newer audit, completed in another tab,
 * refreshes it).
 */
export function useRoom(roomId: string) {
  return useQuery<Room, ApiError>({
    queryKey: ROOM_KEYS.room(roomId),
    queryFn: () => roomsApi.get(roomId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.folders.some((f) => f.documents.some((d) => d.status === 'converting')) ? 2_000 : false),
    refetchOnWindowFocus: (query) => query.state.data?.folders.some((f) => f.documents.some((d) => d.source === 'report')) ?? false,
  });
}

/** A change that answers the whole room: the answer replaces the cached room. */
export function useRoomChange<A>(roomId: string, change: (args: A) => Promise<Room>) {
  const client = useQueryClient();
  return useMutation<Room, ApiError, A>({ mutationFn: change, onSuccess: (room) => client.setQueryData(ROOM_KEYS.room(roomId), room) });
}
