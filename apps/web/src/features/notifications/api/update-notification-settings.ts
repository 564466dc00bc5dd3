import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  NotificationSettingsPatch,
} from '@blaze/contracts/notifications';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { applyNotificationPatch, notificationKeys } from '@/lib/notification-settings';

export function updateNotificationSettings(
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  return api.patch<NotificationSettings>('/api/me/notification-settings', patch);
}

/**
 * Saves one change. The control moves at once; if the server refuses, it moves back and a toast says
 * why in words.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const key = notificationKeys.settings();
  const mutationKey = [...key, 'update'];
  return useMutation({
    mutationKey,
    mutationFn: updateNotificationSettings,
    meta: { errorToast: false },
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key);
      if (previous) queryClient.setQueryData(key, applyNotificationPatch(previous, patch));
      return { previous };
    },
    onError: (error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifyError(`Your change wasn't saved. ${error.message}`);
    },
    onSuccess: (saved) => {
      // A later change still on its way wins over this answer.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, saved);
    },
  });
}
