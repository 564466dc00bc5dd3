import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAlbums } from '@blaze/contracts/photos';
import { api } from '@/lib/api-client';
import { photoKeys } from '@/features/photos/api/photo-keys';

export function getMyAlbums(signal?: AbortSignal): Promise<MyAlbums> {
  return api.get<MyAlbums>('/api/photos', { signal });
}

export const myAlbumsQueryOptions = queryOptions({
  queryKey: photoKeys.albums(),
  queryFn: ({ signal }) => getMyAlbums(signal),
});

export function useMyAlbums() {
  return useQuery(myAlbumsQueryOptions);
}
