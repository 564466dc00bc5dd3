import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueDetail } from '@blaze/contracts/places';
import { api } from '@/lib/api-client';
import { placesKeys } from '@/features/places/api/places-keys';

export const venuePath = (id: string) => `/api/venues/${encodeURIComponent(id)}`;

/** One venue with who is checked in as I may see (GET /api/venues/:id). */
export function venueQueryOptions(id: string) {
  return queryOptions({
    queryKey: placesKeys.venue(id),
    queryFn: ({ signal }) => api.get<VenueDetail>(venuePath(id), { signal }),
    // Check-ins come and go.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useVenue(id: string) {
  return useQuery(venueQueryOptions(id));
}
