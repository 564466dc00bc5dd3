import { useMutation } from '@tanstack/react-query';
import type { PostPhoto } from '@blaze/contracts/posts';
import { UPLOAD_FAILED_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from '@blaze/contracts/photos';
import { api, type EndpointMessages } from '@/lib/api-client';

const messages: EndpointMessages = ({ status, serverMessage }) => {
  if (status === 413) return UPLOAD_TOO_LARGE_MESSAGE;
  if (status >= 400 && status < 500 && status !== 401)
    return serverMessage ?? UPLOAD_FAILED_MESSAGE;
  return undefined;
};

/** POST /api/posts/photos: one photo for the post being written, with upload progress. */
export function uploadPostPhoto(
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<PostPhoto> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'photo.jpg');
  return api.upload<PostPhoto>('/api/posts/photos', form, { onProgress, messages });
}

export function useUploadPostPhoto() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress?: (f: number) => void }) =>
      uploadPostPhoto(file, onProgress),
    // The composer shows the error beside the photo.
    meta: { errorToast: false },
  });
}
