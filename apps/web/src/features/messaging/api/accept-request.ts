import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { invalidateConversationLists } from '@/features/messaging/api/get-conversations';

export function acceptRequest(conversationId: string): Promise<void> {
  return api.post<void>(`/api/conversations/${encodeURIComponent(conversationId)}/accept`);
}

/** Moves a message request into the inbox. */
export function useAcceptRequest(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptRequest(conversationId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
      void invalidateConversationLists(queryClient);
    },
  });
}
