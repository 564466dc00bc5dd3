import type { AroundQuery, ExploreQuery, NearbyQuery } from '@blaze/contracts/discovery';

/** Query keys for discovery (one factory, so mutations invalidate exactly). */
export const discoveryKeys = {
  all: ['discovery'] as const,
  nearby: (query: Omit<NearbyQuery, 'cursor'>) => [...discoveryKeys.all, 'nearby', query] as const,
  nearbyAll: () => [...discoveryKeys.all, 'nearby'] as const,
  explore: (query: Omit<ExploreQuery, 'cursor'>) =>
    [...discoveryKeys.all, 'explore', query] as const,
  stats: (query: AroundQuery) => [...discoveryKeys.all, 'stats', query] as const,
  favourites: () => [...discoveryKeys.all, 'favourites'] as const,
};
