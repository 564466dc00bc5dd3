import type { PlacesQuery } from '@blaze/contracts/places';

/** Query keys of the places feature: mutations invalidate through these. */
export const placesKeys = {
  all: ['places'] as const,
  lists: () => [...placesKeys.all, 'list'] as const,
  list: (filters: PlacesQuery) => [...placesKeys.lists(), filters] as const,
  venue: (id: string) => [...placesKeys.all, 'venue', id] as const,
  checkInVenues: () => [...placesKeys.all, 'check-in-venues'] as const,
  myCheckIn: () => [...placesKeys.all, 'my-check-in'] as const,
  business: () => [...placesKeys.all, 'business'] as const,
};
