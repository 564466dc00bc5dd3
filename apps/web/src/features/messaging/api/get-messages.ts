import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagePage } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

interface PageQuery {
  /** Messages before this seq (scrolling back). */
  before?: number;
  /** Messages after this seq (filling a gap). */
  after?: number;
  limit?: number;
}

/** GET /api/conversations/:id/messages; the page comes back oldest first whatever was asked. */
export async function getMessages(
  conversationId: string,
  query: PageQuery = {},
  signal?: AbortSignal,
): Promise<MessagePage> {
  const search = new URLSearchParams();
  if (query.before !== undefined) search.set('before', String(query.before));
  if (query.after !== undefined) search.set('after', String(query.after));
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  const qs = search.toString();
  const page = await api.get<MessagePage>(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages${qs ? `?${qs}` : ''}`,
    { signal },
  );
  return { ...page, messages: [...page.messages].sort((a, b) => a.seq - b.seq) };
}

export function messagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, { before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    // The next page is the older one: everything before the oldest message held.
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.seq : undefined),
    // New messages arrive over the socket; a refetch only repairs what a dropped connection missed.
    staleTime: 60_000,
  });
}

/** A conversation's messages, newest page first; `fetchNextPage` loads older ones. */
export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
