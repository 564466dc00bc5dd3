import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Opens (or finds) the conversation with a member: the profile's Message button. */
export function startConversation(userId: string): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/conversations', { userId });
}

export function useStartConversation() {
  return useMutation({ mutationFn: startConversation });
}
