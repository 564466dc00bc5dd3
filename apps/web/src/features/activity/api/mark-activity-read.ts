import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadActivity } from '@blaze/contracts/activity';
import { api } from '@/lib/api-client';
import { activityKeys } from '@/features/activity/api/activity-keys';

export function markActivityRead(upToId?: string): Promise<UnreadActivity> {
  return api.post<UnreadActivity>('/api/activity/read', upToId ? { upToId } : {});
}

/**
 * Marks read up to the newest item on screen. The list keeps its unread styling until he leaves (he
 * sees what was new); the bell's count follows at once.
 */
export function useMarkActivityRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToId: string) => markActivityRead(upToId),
    onSuccess: (result) => {
      queryClient.setQueryData<UnreadActivity>(activityKeys.unread(), result);
    },
  });
}
