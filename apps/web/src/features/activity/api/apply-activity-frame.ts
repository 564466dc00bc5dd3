import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ActivityPage, UnreadActivity } from '@blaze/contracts/activity';
import type { ActivityFrame } from '@/lib/activity-events';
import { activityKeys } from '@/features/activity/api/activity-keys';

/**
 * An 'activity' frame patches the caches in place: the bell's count, and the new item on top of the
 * list when it is loaded (never twice: a refetch may have brought it already). No refetch.
 */
export function applyActivityFrame(queryClient: QueryClient, frame: ActivityFrame): void {
  queryClient.setQueryData<UnreadActivity>(activityKeys.unread(), { unread: frame.unread });
  const item = frame.item;
  if (!item) return;
  queryClient.setQueryData<InfiniteData<ActivityPage>>(activityKeys.list(), (data) => {
    if (!data?.pages.length) return data;
    if (data.pages.some((p) => p.items.some((i) => i.id === item.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: [item, ...first!.items] }, ...rest] };
  });
}
