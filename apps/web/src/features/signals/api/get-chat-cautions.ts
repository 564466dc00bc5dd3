import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Caution, ChatCautions } from '@blaze/contracts/signals';
import { api } from '@/lib/api-client';
import { signalsKeys } from '@/features/signals/api/signals-keys';

export function getChatCautions(conversationId: string, signal?: AbortSignal) {
  return api.get<ChatCautions>(
    `/api/conversations/${encodeURIComponent(conversationId)}/cautions`,
    { signal },
  );
}

export function chatCautionsQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: signalsKeys.cautions(conversationId),
    queryFn: ({ signal }) => getChatCautions(conversationId, signal),
    // Frames reach only an open chat: read it afresh each time the chat opens.
    staleTime: 0,
  });
}

/** The cautions I see in a chat (the other member tripped a scam rule); 'caution' frames add to it. */
export function useChatCautions(conversationId: string) {
  return useQuery(chatCautionsQueryOptions(conversationId));
}

/** A 'caution' frame: the caution joins the chat's list in place (no refetch). */
export function applyCaution(queryClient: QueryClient, conversationId: string, caution: Caution) {
  queryClient.setQueryData<ChatCautions>(signalsKeys.cautions(conversationId), (old) => {
    const cautions = old?.cautions ?? [];
    if (cautions.some((c) => c.rule === caution.rule)) return old;
    return { conversationId, cautions: [...cautions, caution] };
  });
}
