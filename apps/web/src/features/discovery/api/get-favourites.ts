import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouritesPage } from '@blaze/contracts/discovery';
import { api } from '@/lib/api-client';
import { discoveryKeys } from '@/features/discovery/api/discovery-keys';
import { NEARBY_STALE_MS } from '@/features/discovery/api/get-nearby';

export function getFavourites(signal?: AbortSignal): Promise<FavouritesPage> {
  return api.get<FavouritesPage>('/api/discover/favourites', { signal });
}

export const favouritesQueryOptions = queryOptions({
  queryKey: discoveryKeys.favourites(),
  queryFn: ({ signal }) => getFavourites(signal),
  staleTime: NEARBY_STALE_MS,
});

export function useFavourites(enabled = true) {
  return useQuery({ ...favouritesQueryOptions, enabled });
}
