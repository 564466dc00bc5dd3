import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { invalidateConversationLists } from '@/features/messaging/api/get-conversations';

export function addMembers(id: string, userIds: string[]): Promise<Conversation> {
  return api.post<Conversation>(`/api/conversations/${encodeURIComponent(id)}/members`, {
    userIds,
  });
}

export function useAddMembers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => addMembers(id, userIds),
    meta: { errorToast: false },
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversation(id), conversation);
      return invalidateConversationLists(queryClient);
    },
  });
}
