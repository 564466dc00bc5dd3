import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ConversationList, Folder } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

/** The realtime client patches the lists when messages arrive; this is only the fallback. */
export const CONVERSATIONS_STALE_MS = 30_000;

export function getConversations(
  folder: Folder,
  q = '',
  signal?: AbortSignal,
): Promise<ConversationList> {
  const search = new URLSearchParams({ folder });
  if (q) search.set('q', q);
  return api.get<ConversationList>(`/api/conversations?${search.toString()}`, { signal });
}

export function conversationsQueryOptions(folder: Folder, q = '') {
  return queryOptions({
    queryKey: messagingKeys.list(folder, q),
    queryFn: async ({ client, signal }) => {
      const list = await getConversations(folder, q, signal);
      client.setQueryData<UnreadTotals>(messagingKeys.unreadTotals(), {
        unreadTotal: list.unreadTotal,
        requestCount: list.requestCount,
      });
      return list;
    },
    staleTime: CONVERSATIONS_STALE_MS,
    refetchOnWindowFocus: true,
  });
}

/** My conversations in one folder, optionally searched by name; the last answer stays while typing. */
export function useConversations(folder: Folder, q = '') {
  return useQuery({ ...conversationsQueryOptions(folder, q), placeholderData: keepPreviousData });
}

export type UnreadTotals = Pick<ConversationList, 'unreadTotal' | 'requestCount'>;

/**
 * The badge totals: taken from the inbox list, then kept by the realtime 'unread' frame. A query of
 * their own, so the tab bar's badge does not keep the whole list live (a list on screen refetches on
 * every invalidation; the badge alone never needs to).
 */
export function unreadTotalsQueryOptions() {
  return queryOptions({
    queryKey: messagingKeys.unreadTotals(),
    queryFn: async ({ client }): Promise<UnreadTotals> => {
      const { unreadTotal, requestCount } = await client.fetchQuery(
        conversationsQueryOptions('inbox'),
      );
      return { unreadTotal, requestCount };
    },
    staleTime: CONVERSATIONS_STALE_MS,
    refetchOnWindowFocus: true,
  });
}

/** The badge totals: unread inbox messages and unread requests. */
export function useUnreadTotals() {
  return useQuery(unreadTotalsQueryOptions());
}

/** Unread inbox messages for the nav badge. */
export function useUnreadTotal() {
  return useQuery({ ...unreadTotalsQueryOptions(), select: (totals) => totals.unreadTotal });
}

/**
 * After a change the frames do not carry (a folder, a mute, a member joined or left): the lists on
 * screen fetch again, and the badge totals with them.
 */
export function invalidateConversationLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: messagingKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: messagingKeys.unreadTotals() }),
  ]).then(() => undefined);
}
