import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import { photoKeys } from '@/features/photos/api/photo-keys';

export function deletePhoto(photoId: string): Promise<void> {
  return api.delete<void>(`/api/photos/${encodeURIComponent(photoId)}`);
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: photoKeys.albums() });
      // Deleting the main photo moves the avatar to the next one.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}
