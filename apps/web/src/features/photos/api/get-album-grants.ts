import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlbumGrant } from '@blaze/contracts/photos';
import { api } from '@/lib/api-client';
import { photoKeys } from '@/features/photos/api/photo-keys';

export function getAlbumGrants(signal?: AbortSignal): Promise<AlbumGrant[]> {
  return api.get<AlbumGrant[]>('/api/albums/private/grants', { signal });
}

export const albumGrantsQueryOptions = queryOptions({
  queryKey: photoKeys.grants(),
  queryFn: ({ signal }) => getAlbumGrants(signal),
});

/** Who may see my private album. */
export function useAlbumGrants() {
  return useQuery(albumGrantsQueryOptions);
}
