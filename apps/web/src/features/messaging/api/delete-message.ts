import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyDeletedForMe, applyUnsent } from '@/features/messaging/realtime/cache-updates';

export type DeleteFor = 'everyone' | 'me';

export function deleteMessage(conversationId: string, messageId: string, scope: DeleteFor) {
  return api.delete<void>(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}?for=${scope}`,
  );
}

/** Unsend (mine, for everyone) or delete from my copy only. */
export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, scope }: { messageId: string; seq: number; scope: DeleteFor }) =>
      deleteMessage(conversationId, messageId, scope),
    onSuccess: (_, { messageId, seq, scope }) => {
      if (scope === 'everyone') applyUnsent(queryClient, conversationId, messageId, seq);
      else applyDeletedForMe(queryClient, conversationId, messageId);
    },
  });
}
