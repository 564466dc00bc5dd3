import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenConversationBody } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

/** Finds or starts the 1:1 with a member ({userId}), or starts a group ({name, userIds}). */
export function openConversation(body: OpenConversationBody): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/conversations', body);
}

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    // The page shows what went wrong next to the picker.
    meta: { errorToast: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() }),
  });
}
