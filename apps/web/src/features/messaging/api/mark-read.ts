import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { sendFrame } from '@/features/messaging/realtime/realtime';

export function markRead(conversationId: string, seq: number): Promise<void> {
  return api.post<void>(`/api/conversations/${encodeURIComponent(conversationId)}/read`, { seq });
}

/**
 * Tells the server I have read up to `seq` (over the socket when it is open). The server decides
 * whether the others see it, per their read-receipt settings.
 */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (seq: number) => {
      queryClient.setQueryData<Conversation>(messagingKeys.conversation(conversationId), (c) =>
        c && c.myReadSeq < seq ? { ...c, myReadSeq: seq, unreadCount: 0 } : c,
      );
      const refreshLists = () =>
        void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
      if (sendFrame({ type: 'read', conversationId, seq })) {
        refreshLists();
        return;
      }
      // Best effort: the next visit marks it read again if this one is lost.
      markRead(conversationId, seq).then(refreshLists, () => undefined);
    },
    [queryClient, conversationId],
  );
}
