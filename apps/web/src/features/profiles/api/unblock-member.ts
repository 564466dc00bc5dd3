import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/features/profiles/api/profile-keys';

export function unblockMember(userId: string): Promise<void> {
  return api.delete<void>(`/api/blocks/${encodeURIComponent(userId)}`);
}

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSuccess: (_, userId) => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.blocks() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.member(userId) });
    },
  });
}
