import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export function getConversation(
  conversationId: string,
  signal?: AbortSignal,
): Promise<Conversation> {
  return api.get<Conversation>(`/api/conversations/${encodeURIComponent(conversationId)}`, {
    signal,
  });
}

export function conversationQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: messagingKeys.conversation(conversationId),
    queryFn: ({ signal }) => getConversation(conversationId, signal),
  });
}

/** One conversation: who is in it, its folder, receipts and timer. The socket says when it changes. */
export function useConversation(conversationId: string) {
  return useQuery(conversationQueryOptions(conversationId));
}
