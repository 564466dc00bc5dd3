import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateConversationLists } from '@/features/messaging/api/get-conversations';
import { applyMyRead } from '@/features/messaging/realtime/cache-updates';
import { sendFrame } from '@/features/messaging/realtime/realtime';

export function markRead(conversationId: string, seq: number): Promise<void> {
  return api.post<void>(`/api/conversations/${encodeURIComponent(conversationId)}/read`, { seq });
}

/**
 * Tells the server I have read up to `seq` (over the socket when it is open). The server decides
 * whether the others see it, per their read-receipt settings. The row's count goes at once; the
 * badge totals come back in the socket's 'unread' frame.
 */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (seq: number) => {
      applyMyRead(queryClient, conversationId, seq);
      if (sendFrame({ type: 'read', conversationId, seq })) return;
      // Best effort: the next visit marks it read again if this one is lost.
      markRead(conversationId, seq).then(
        () => void invalidateConversationLists(queryClient),
        () => undefined,
      );
    },
    [queryClient, conversationId],
  );
}
