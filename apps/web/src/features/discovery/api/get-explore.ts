import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ExploreQuery, NearbyPage } from '@blaze/contracts/discovery';
import { api } from '@/lib/api-client';
import { discoveryKeys } from '@/features/discovery/api/discovery-keys';
import { NEARBY_STALE_MS } from '@/features/discovery/api/get-nearby';
import { toQueryString } from '@/features/discovery/api/query-string';

export function getExplore(query: ExploreQuery, signal?: AbortSignal): Promise<NearbyPage> {
  return api.get<NearbyPage>(`/api/discover/explore${toQueryString(query)}`, { signal });
}

export function exploreQueryOptions(query: Omit<ExploreQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: discoveryKeys.explore(query),
    queryFn: ({ pageParam, signal }) => getExplore({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: NEARBY_STALE_MS,
  });
}

/** Explore: members around another city's centre, page by page; looking does not move me. */
export function useExplore(query: Omit<ExploreQuery, 'cursor'>) {
  return useInfiniteQuery(exploreQueryOptions(query));
}
