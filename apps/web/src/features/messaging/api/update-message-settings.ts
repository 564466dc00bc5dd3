import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageSettings } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { invalidateConversationLists } from '@/features/messaging/api/get-conversations';

export function updateMessageSettings(settings: MessageSettings): Promise<MessageSettings> {
  return api.put<MessageSettings>('/api/me/message-settings', settings);
}

/**
 * Saves the whole settings object. The switch moves at once; if the server refuses, it moves back
 * and a toast says the change was not saved.
 */
export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  const key = messagingKeys.settings();
  const mutationKey = [...key, 'update'];
  return useMutation({
    mutationKey,
    mutationFn: updateMessageSettings,
    meta: { errorToast: false },
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MessageSettings>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifyError(`Your change wasn't saved. ${error.message}`);
    },
    onSuccess: (saved) => {
      // A later change still on its way wins over this answer.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, saved);
    },
    // Privacy settings change what others' conversations show me (read receipts, last seen).
    onSettled: () => invalidateConversationLists(queryClient),
  });
}
