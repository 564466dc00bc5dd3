import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album, Photo } from '@blaze/contracts/photos';
import { api } from '@/lib/api-client';
import { photoKeys } from '@/features/photos/api/photo-keys';

export function reorderPhotos(album: Album, ids: string[]): Promise<Photo[]> {
  return api.patch<Photo[]>('/api/photos/order', { album, ids });
}

export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ album, ids }: { album: Album; ids: string[] }) => reorderPhotos(album, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.albums() }),
  });
}
