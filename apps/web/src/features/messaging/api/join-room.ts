import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { invalidateConversationLists } from '@/features/messaging/api/get-conversations';

export function joinRoom(roomId: string): Promise<{ conversationId: string }> {
  return api.post<{ conversationId: string }>(`/api/rooms/${encodeURIComponent(roomId)}/join`);
}

/** Joins a city room; the reply names its conversation, which the page opens. */
export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinRoom,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.rooms() });
      return invalidateConversationLists(queryClient);
    },
  });
}
