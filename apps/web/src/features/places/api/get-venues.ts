import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PlacesQuery, VenuePage } from '@blaze/contracts/places';
import { api } from '@/lib/api-client';
import { placesKeys } from '@/features/places/api/places-keys';

export function getVenues(filters: PlacesQuery, signal?: AbortSignal): Promise<VenuePage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return api.get<VenuePage>(qs ? `/api/venues?${qs}` : '/api/venues', { signal });
}

/** Venues near me (GET /api/venues), nearest first, a page at a time. */
export function venuesQueryOptions(filters: Omit<PlacesQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: placesKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      getVenues({ ...filters, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // 'Open now' changes with the clock.
    staleTime: 60_000,
  });
}

export function useVenues(filters: Omit<PlacesQuery, 'cursor'>) {
  return useInfiniteQuery(venuesQueryOptions(filters));
}
