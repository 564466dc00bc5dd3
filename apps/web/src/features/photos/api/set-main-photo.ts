import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@blaze/contracts/profiles';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import { photoKeys } from '@/features/photos/api/photo-keys';

export function setMainPhoto(photoId: string): Promise<OwnProfile> {
  return api.post<OwnProfile>(`/api/photos/${encodeURIComponent(photoId)}/main`);
}

export function useSetMainPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMainPhoto,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: photoKeys.albums() });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}
