import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, UpdateConversationBody } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { invalidateConversationLists } from '@/features/messaging/api/get-conversations';

export function updateConversation(
  id: string,
  body: UpdateConversationBody,
): Promise<Conversation> {
  return api.patch<Conversation>(`/api/conversations/${encodeURIComponent(id)}`, body);
}

/**
 * Rename, disappearing timer, mute: the reply is the conversation as it now is. `errorToast: false`
 * when the screen shows the error itself.
 */
export function useUpdateConversation(id: string, { errorToast = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConversationBody) => updateConversation(id, body),
    meta: { errorToast },
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversation(id), conversation);
      return invalidateConversationLists(queryClient);
    },
  });
}
