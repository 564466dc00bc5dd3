import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { invalidateConversationLists } from '@/features/messaging/api/get-conversations';

/**
 * From inside a service chat (decision 025): the provider refuses this client, or the client hides
 * this listing. The chat closes for both; no personal block is made.
 */
export function blockServiceChat(id: string): Promise<void> {
  return api.post<void>(`/api/services/chats/${encodeURIComponent(id)}/block`);
}

export function useBlockServiceChat(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => blockServiceChat(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: messagingKeys.conversation(id) });
      queryClient.removeQueries({ queryKey: messagingKeys.messages(id) });
      void queryClient.invalidateQueries({ queryKey: ['services'] });
      return invalidateConversationLists(queryClient);
    },
  });
}
