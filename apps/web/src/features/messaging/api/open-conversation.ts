import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenConversationBody } from '@blaze/contracts/messaging';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { invalidateConversationLists } from '@/features/messaging/api/get-conversations';

/** Finds or starts the 1:1 with a member ({userId}), or starts a group ({name, userIds}). */
export function openConversation(body: OpenConversationBody): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/conversations', body);
}

/** `errorToast: false` when the screen shows the error itself (the new-message picker). */
export function useOpenConversation({ errorToast = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    meta: { errorToast },
    onSuccess: () => void invalidateConversationLists(queryClient),
  });
}

/** Message a member: finds or starts the 1:1 with him, then goes to the chat. */
export function useStartChat() {
  const navigate = useNavigate();
  const conversation = useOpenConversation();
  return {
    start: (userId: string) =>
      conversation.mutate({ userId }, { onSuccess: ({ id }) => void navigate(paths.chat.to(id)) }),
    pending: conversation.isPending,
  };
}
