import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationList, Folder } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

/** The realtime client refreshes the lists when messages arrive; this is only the fallback. */
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
    queryFn: ({ signal }) => getConversations(folder, q, signal),
    staleTime: CONVERSATIONS_STALE_MS,
    refetchOnWindowFocus: true,
  });
}

/** My conversations in one folder, optionally searched by name; the last answer stays while typing. */
export function useConversations(folder: Folder, q = '') {
  return useQuery({ ...conversationsQueryOptions(folder, q), placeholderData: keepPreviousData });
}

/** Unread inbox messages for the nav badge: the same query as the inbox, so it is shared. */
export function useUnreadTotal() {
  return useQuery({
    ...conversationsQueryOptions('inbox'),
    select: (list) => list.unreadTotal,
  });
}
