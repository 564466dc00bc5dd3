import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteState } from '@blaze/contracts/discovery';
import { api } from '@/lib/api-client';
import { discoveryKeys } from '@/features/discovery/api/discovery-keys';

export function setFavourite(userId: string, on: boolean): Promise<FavouriteState> {
  const path = `/api/profiles/${encodeURIComponent(userId)}/favourite`;
  return on ? api.post<FavouriteState>(path) : api.delete<FavouriteState>(path);
}

/** The star. Lists that show it are refreshed; `onDone` lets the caller update its own cache. */
export function useSetFavourite(userId: string, onDone?: (favourite: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => setFavourite(userId, on),
    onSuccess: ({ favourite }) => {
      onDone?.(favourite);
      // The star shows on tiles and in the favourites list; nothing else changes.
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.nearbyAll() });
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.favourites() });
    },
  });
}
