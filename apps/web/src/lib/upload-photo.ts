import type { Album, Photo } from '@blaze/contracts/photos';
import {
  ALBUM_FULL_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '@blaze/contracts/photo-messages';
import { ErrorCode } from '@blaze/contracts/error-codes';
import { api, type EndpointMessages } from '@/lib/api-client';

/**
 * POST /api/photos: one photo into an album (multipart field `file`), with upload progress. `main`
 * makes a public photo the main photo in the same request. Shared by the albums, the builder and the
 * chat, so it lives here rather than in one feature.
 */
export function uploadPhoto(
  file: Blob,
  album: Album,
  onProgress?: (fraction: number) => void,
  { main = false, fileName = 'photo.jpg' }: { main?: boolean; fileName?: string } = {},
): Promise<Photo> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : fileName);
  const query = new URLSearchParams({ album, ...(main ? { main: 'true' } : {}) });
  return api.upload<Photo>(`/api/photos?${query.toString()}`, form, {
    onProgress,
    messages: uploadMessages,
  });
}

/** A refused upload in the contract's words; a lost session and a server failure in the common ones. */
const uploadMessages: EndpointMessages = ({ status, code, serverMessage }) => {
  if (status === 413) return UPLOAD_TOO_LARGE_MESSAGE;
  if (code === ErrorCode.albumFull) return ALBUM_FULL_MESSAGE;
  if (status >= 400 && status < 500 && status !== 401)
    return serverMessage ?? UPLOAD_FAILED_MESSAGE;
  return undefined;
};
