import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadActivity } from '@blaze/contracts/activity';
import { api } from '@/lib/api-client';
import { activityKeys } from '@/features/activity/api/activity-keys';

/** The bell's count: fetched once, then kept by 'activity' frames (the fallback refetches on focus). */
export function unreadActivityQueryOptions() {
  return queryOptions({
    queryKey: activityKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadActivity>('/api/activity/unread-count', { signal }),
    select: (data) => data.unread,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useUnreadActivity() {
  return useQuery(unreadActivityQueryOptions());
}
