import type { Album, Photo } from '@blaze/contracts/photos';
import { ErrorCode } from '@blaze/contracts/errors';
import { ApiError, ClientErrorCode } from '@/lib/api-client';

/**
 * POST /api/photos?album=... as multipart (field `file`), with upload progress. fetch cannot
 * report upload progress, so this one call uses XMLHttpRequest; errors are the same ApiError.
 */
export function uploadPhoto(
  file: Blob,
  album: Album,
  onProgress?: (fraction: number) => void,
  fileName = 'photo.jpg',
): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/photos?album=${album}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          ClientErrorCode.network,
          "Can't reach Blaze. Check your connection and try again.",
        ),
      );
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as Photo);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      const code = error?.code ?? (xhr.status >= 500 ? ErrorCode.internal : `HTTP_${xhr.status}`);
      reject(new ApiError(xhr.status, code, uploadErrorMessage(xhr.status, code, error?.message)));
    };
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : fileName);
    xhr.send(form);
  });
}

function uploadErrorMessage(status: number, code: string, serverMessage?: string): string {
  if (status === 413) return 'File size must be less than 10MB';
  if (code === 'ALBUM_FULL') return 'Public photos are full: you can add up to 6 photos.';
  if (status === 401) return 'Your session has ended. Please sign in again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return serverMessage ?? 'The photo could not be uploaded. Please try again.';
}
