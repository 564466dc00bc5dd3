import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing } from '@blaze/contracts/marketplace';
import { ApiError, api } from '@/lib/api-client';
import { marketplaceKeys } from '@/features/marketplace/api/marketplace-keys';

export const listingPath = (id: string) => `/api/marketplace/listings/${encodeURIComponent(id)}`;

export function listingQueryOptions(id: string) {
  return queryOptions({
    queryKey: marketplaceKeys.listing(id),
    queryFn: ({ signal }) => api.get<Listing>(listingPath(id), { signal }),
    // Photo links are signed for five minutes.
    staleTime: 2 * 60_000,
    // A listing that is gone stays gone: no retries on a 404.
    retry: (count, error) => count < 3 && !(error instanceof ApiError && error.status === 404),
  });
}

/** One listing (GET /api/marketplace/listings/:id). */
export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
