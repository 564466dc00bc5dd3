import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@blaze/contracts/activity';
import { api } from '@/lib/api-client';
import { activityKeys } from '@/features/activity/api/activity-keys';

export function getActivity(cursor: string | null, signal?: AbortSignal): Promise<ActivityPage> {
  const qs = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api.get<ActivityPage>(`/api/activity${qs}`, { signal });
}

/** My activity, newest first; 'activity' frames put new items on top of the first page. */
export function activityQueryOptions() {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(),
    queryFn: ({ pageParam, signal }) => getActivity(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useActivity() {
  return useInfiniteQuery(activityQueryOptions());
}
