import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorStats } from '@blaze/contracts/creators';
import { api } from '@/lib/api-client';
import { creatorKeys } from '@/features/creators/api/creator-keys';

export function getCreatorStats(signal?: AbortSignal): Promise<CreatorStats> {
  return api.get<CreatorStats>('/api/creators/me/stats', { signal });
}

/** Numbers change as members look: a minute old is fresh enough, and the page refetches on return. */
export const creatorStatsQueryOptions = () =>
  queryOptions({
    queryKey: creatorKeys.stats(),
    queryFn: ({ signal }) => getCreatorStats(signal),
    staleTime: 60_000,
  });

export function useCreatorStats(enabled: boolean) {
  return useQuery({ ...creatorStatsQueryOptions(), enabled });
}
