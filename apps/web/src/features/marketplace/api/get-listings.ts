import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage, ListingQuery } from '@blaze/contracts/marketplace';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from '@/features/marketplace/api/marketplace-keys';

export function getListings(query: ListingQuery, signal?: AbortSignal): Promise<ListingPage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return api.get<ListingPage>(`/api/marketplace/listings${qs ? `?${qs}` : ''}`, { signal });
}

export function listingsQueryOptions(query: Omit<ListingQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: marketplaceKeys.list(query),
    queryFn: ({ pageParam, signal }) => getListings({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
}

/** Browse and search (GET /api/marketplace/listings), page by page. */
export function useListings(query: Omit<ListingQuery, 'cursor'>) {
  return useInfiniteQuery(listingsQueryOptions(query));
}
