import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { photoKeys } from '@/features/photos/api/photo-keys';

export function revokeGrant(userId: string): Promise<void> {
  return api.delete<void>(`/api/albums/private/grants/${encodeURIComponent(userId)}`);
}

export function useRevokeGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGrant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: photoKeys.albums() }),
        queryClient.invalidateQueries({ queryKey: photoKeys.grants() }),
      ]),
  });
}
