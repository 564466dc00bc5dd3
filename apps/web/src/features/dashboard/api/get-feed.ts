import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedPage, FeedTab } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';

export function getFeed(tab: FeedTab, cursor?: string, signal?: AbortSignal): Promise<FeedPage> {
  const query = new URLSearchParams({ tab, ...(cursor ? { cursor } : {}) });
  return api.get<FeedPage>(`/api/feed?${query.toString()}`, { signal });
}

/** The tab the dashboard opens on, and whose first page the app asks for as it starts. */
export const FIRST_FEED_TAB: FeedTab = 'feed';

/** Post photo links are signed for five minutes: a page older than this is fetched again. */
const FEED_STALE_MS = 60_000;

export function feedQueryOptions(tab: FeedTab) {
  return infiniteQueryOptions({
    queryKey: feedKeys.tab(tab),
    queryFn: ({ pageParam, signal }) => getFeed(tab, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: FEED_STALE_MS,
  });
}

/** One tab's list, page by page (Load More and infinite scroll). */
export function useFeed(tab: FeedTab) {
  return useInfiniteQuery(feedQueryOptions(tab));
}
