import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/features/profiles/api/profile-keys';

export function blockMember(userId: string): Promise<void> {
  return api.post<void>(`/api/profiles/${encodeURIComponent(userId)}/block`);
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: (_, userId) => {
      queryClient.removeQueries({ queryKey: profileKeys.member(userId) });
      void queryClient.invalidateQueries({ queryKey: profileKeys.blocks() });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
