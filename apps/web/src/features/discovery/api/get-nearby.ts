import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NearbyPage, NearbyQuery } from '@blaze/contracts/discovery';
import { api } from '@/lib/api-client';
import { discoveryKeys } from '@/features/discovery/api/discovery-keys';
import { toQueryString } from '@/features/discovery/api/query-string';

/** Who is around changes by the minute; a list older than this is fetched again on open. */
export const NEARBY_STALE_MS = 30_000;

export function getNearby(query: NearbyQuery, signal?: AbortSignal): Promise<NearbyPage> {
  return api.get<NearbyPage>(`/api/discover/nearby${toQueryString(query)}`, { signal });
}

export function nearbyQueryOptions(query: Omit<NearbyQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: discoveryKeys.nearby(query),
    queryFn: ({ pageParam, signal }) => getNearby({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: NEARBY_STALE_MS,
  });
}

/** Members around me, page by page ('Load more'). Off until I have a location. */
export function useNearby(query: Omit<NearbyQuery, 'cursor'>, enabled = true) {
  return useInfiniteQuery({ ...nearbyQueryOptions(query), enabled });
}
