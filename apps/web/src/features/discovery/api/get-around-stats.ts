import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AroundQuery, AroundStats } from '@blaze/contracts/discovery';
import { api } from '@/lib/api-client';
import { discoveryKeys } from '@/features/discovery/api/discovery-keys';
import { NEARBY_STALE_MS } from '@/features/discovery/api/get-nearby';
import { toQueryString } from '@/features/discovery/api/query-string';

export function getAroundStats(query: AroundQuery, signal?: AbortSignal): Promise<AroundStats> {
  return api.get<AroundStats>(`/api/discover/stats${toQueryString(query)}`, { signal });
}

export function aroundStatsQueryOptions(query: AroundQuery) {
  return queryOptions({
    queryKey: discoveryKeys.stats(query),
    queryFn: ({ signal }) => getAroundStats(query, signal),
    staleTime: NEARBY_STALE_MS,
  });
}

export function useAroundStats(query: AroundQuery, enabled = true) {
  return useQuery({ ...aroundStatsQueryOptions(query), enabled });
}
