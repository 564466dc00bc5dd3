import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export function getRooms(signal?: AbortSignal): Promise<{ rooms: Room[] }> {
  return api.get<{ rooms: Room[] }>('/api/rooms', { signal });
}

export const roomsQueryOptions = queryOptions({
  queryKey: messagingKeys.rooms(),
  queryFn: ({ signal }) => getRooms(signal),
});

export function useRooms() {
  return useQuery(roomsQueryOptions);
}
