import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { invalidateConversationLists } from '@/features/messaging/api/get-conversations';

/** A group: I leave it. A 1:1: my copy is cleared (he keeps his). */
export function leaveConversation(id: string): Promise<void> {
  return api.delete<void>(`/api/conversations/${encodeURIComponent(id)}`);
}

export function useLeaveConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveConversation(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: messagingKeys.conversation(id) });
      queryClient.removeQueries({ queryKey: messagingKeys.messages(id) });
      return invalidateConversationLists(queryClient);
    },
  });
}
