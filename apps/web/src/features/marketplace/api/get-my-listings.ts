import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingStatus, MyListings } from '@blaze/contracts/marketplace';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from '@/features/marketplace/api/marketplace-keys';

export function myListingsQueryOptions(status: ListingStatus) {
  return queryOptions({
    queryKey: marketplaceKeys.mine(status),
    queryFn: ({ signal }) =>
      api.get<MyListings>(`/api/marketplace/mine?status=${status}`, { signal }),
    staleTime: 60_000,
  });
}

/** My listings for sale, or sold (GET /api/marketplace/mine). */
export function useMyListings(status: ListingStatus) {
  return useQuery(myListingsQueryOptions(status));
}
