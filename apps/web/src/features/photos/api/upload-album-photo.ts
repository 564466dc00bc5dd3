import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album } from '@blaze/contracts/photos';
import { sessionKeys } from '@/lib/auth';
import { uploadPhoto } from '@/lib/upload-photo';
import { photoKeys } from '@/features/photos/api/photo-keys';

interface UploadInput {
  file: Blob;
  album: Album;
  /** Make it the main photo (public album only), in the same request. */
  main?: boolean;
  onProgress?: (fraction: number) => void;
}

export function useUploadAlbumPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, album, main, onProgress }: UploadInput) =>
      uploadPhoto(file, album, onProgress, { main }),
    // The upload dialog shows the error next to the drop zone.
    meta: { errorToast: false },
    onSuccess: (_photo, { album }) => {
      void queryClient.invalidateQueries({ queryKey: photoKeys.albums() });
      // A public photo can become the avatar (the first one always does), which the shell shows.
      if (album === 'public') void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}
