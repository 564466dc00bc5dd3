import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Photo } from '@blaze/contracts/photos';
import { api, ApiError } from '@/lib/api-client';
import { photoKeys } from '@/features/photos/api/photo-keys';
import type { PrivateAlbumAccess } from '@/features/photos/lib/private-album';

/** Signed photo URLs live 5 minutes: refetch well before they expire rather than cache them. */
const PRIVATE_PHOTOS_STALE_MS = 2 * 60_000;

/** A member's private album as I may see it; 403 means he has not shared it with me. */
export async function getMemberPrivatePhotos(
  userId: string,
  signal?: AbortSignal,
): Promise<PrivateAlbumAccess> {
  try {
    const photos = await api.get<Photo[]>(
      `/api/profiles/${encodeURIComponent(userId)}/private-photos`,
      { signal },
    );
    return { access: 'granted', photos };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { access: 'locked' };
    throw error;
  }
}

export const memberPrivatePhotosQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: photoKeys.privateOf(userId),
    queryFn: ({ signal }) => getMemberPrivatePhotos(userId, signal),
    staleTime: PRIVATE_PHOTOS_STALE_MS,
    refetchInterval: PRIVATE_PHOTOS_STALE_MS,
  });

export function useMemberPrivatePhotos(userId: string) {
  return useQuery(memberPrivatePhotosQueryOptions(userId));
}
