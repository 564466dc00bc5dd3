import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album } from '@blaze/contracts/photos';
import { uploadPhoto } from '@/lib/upload-photo';
import { photoKeys } from '@/features/photos/api/photo-keys';

interface UploadInput {
  file: Blob;
  album: Album;
  onProgress?: (fraction: number) => void;
}

export function useUploadAlbumPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, album, onProgress }: UploadInput) => uploadPhoto(file, album, onProgress),
    // The upload dialog shows the error next to the drop zone.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoKeys.albums() }),
  });
}
