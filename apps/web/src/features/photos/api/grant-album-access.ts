import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlbumGrant, GrantBody } from '@blaze/contracts/photos';
import { api } from '@/lib/api-client';
import { photoKeys } from '@/features/photos/api/photo-keys';

export function grantAlbumAccess(body: GrantBody): Promise<AlbumGrant> {
  return api.post<AlbumGrant>('/api/albums/private/grants', body);
}

export function useGrantAlbumAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAlbumAccess,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: photoKeys.albums() }),
        queryClient.invalidateQueries({ queryKey: photoKeys.grants() }),
      ]),
  });
}
